import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { TourExtra } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../../i18n';
import { useLanguage } from '../../../../i18n/use-language';
import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useDeleteExtra, useTourExtras } from '../../api/selling';
import { useConfirmQuestion } from '../confirm-question';
import { ListState, secondaryButton } from '../list-states';
import { Panel } from '../panel';
import { ExtraForm } from './extra-form';
import { SoldItem } from './sold-item';
import { useEditing } from './use-editing';

/** An extra's price and limit, as its line in the list says them. */
export function describeExtra(
  extra: TourExtra,
  t: TFunction<'admin'>,
  language: Language,
): string[] {
  const price = formatPrice(extra.price, language);
  return [
    extra.per === 'person'
      ? t('settings.extras.details.perPerson', { price })
      : t('settings.extras.details.perBooking', { price }),
    ...(extra.max_quantity === null
      ? []
      : [t('settings.extras.details.limit', { count: extra.max_quantity })]),
  ];
}

/**
 * A tour's extras (docs/decisions/074): a camel ride, a tent upgrade, an airport transfer… Every
 * one, those off sale too, which the visitors are not offered but the operator keeps.
 */
export function TourExtrasPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const extras = useTourExtras(tourId);
  const remove = useDeleteExtra();
  const { editing, open, close, returnFocus } = useEditing();
  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const list = extras.data ?? [];

  const onDelete = (extra: TourExtra) => {
    setAskedFor(extra.id);
    ask({
      title: t('settings.extras.confirmDelete', { name: extra.name }),
      message: t('settings.extras.confirmDeleteMessage'),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          { tourId, id: extra.id },
          {
            onSuccess: () => toast.success(t('settings.extras.toasts.deleted')),
            onError: (error) => notifyError(error, t('settings.extras.toasts.deleteFailed')),
          },
        ),
    });
  };

  return (
    <Panel title={t('settings.extras.heading')} hint={t('settings.extras.hint')}>
      <ListState
        query={extras}
        isEmpty={list.length === 0 && editing !== 'new'}
        emptyMessage={t('settings.extras.empty')}
      >
        <ul aria-label={t('settings.extras.listLabel')} className="divide-y divide-stone-100">
          {list.map((extra) =>
            editing === extra.id ? (
              <li key={extra.id}>
                <ExtraForm tourId={tourId} extra={extra} onDone={close} />
              </li>
            ) : (
              <SoldItem
                key={extra.id}
                name={extra.name}
                nameFr={extra.name_fr}
                details={describeExtra(extra, t, language)}
                badge={extra.active ? undefined : t('settings.extras.details.offSale')}
                editLabel={t('settings.selling.editLabel', { name: extra.name })}
                deleteLabel={t('settings.selling.deleteLabel', { name: extra.name })}
                onEdit={() => open(extra.id)}
                onDelete={() => onDelete(extra)}
                deleting={remove.isPending}
                editRef={returnFocus(extra.id)}
                question={askedFor === extra.id ? question : null}
              />
            ),
          )}
        </ul>
      </ListState>
      {extras.isPending || extras.isError ? null : editing === 'new' ? (
        <ExtraForm tourId={tourId} extra={null} onDone={close} />
      ) : list.length >= SELLING_LIMITS.extras ? (
        <p className="mt-3 text-sm text-stone-600">
          {tCommon('refusals.EXTRA_LIMIT', { max: SELLING_LIMITS.extras })}
        </p>
      ) : (
        <button
          ref={returnFocus('new')}
          type="button"
          onClick={() => open('new')}
          className={`${secondaryButton} mt-3`}
        >
          {t('settings.extras.add')}
        </button>
      )}
    </Panel>
  );
}
