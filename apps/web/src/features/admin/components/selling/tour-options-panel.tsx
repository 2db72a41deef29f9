import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { PriceCategory, TourOption } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../../i18n';
import { useLanguage } from '../../../../i18n/use-language';
import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useDeleteOption, useTourSelling } from '../../api/selling';
import { useConfirmQuestion } from '../confirm-question';
import { ListState, secondaryButton } from '../list-states';
import { Panel } from '../panel';
import { OptionForm } from './option-form';
import { SoldItem } from './sold-item';
import { useEditing } from './use-editing';

/** An option's kind and price, as its line in the list says them. */
export function describeOption(
  option: TourOption,
  categories: readonly PriceCategory[],
  t: TFunction<'admin'>,
  language: Language,
): string[] {
  const price =
    option.pricing === 'per_group' && option.group_price !== null
      ? t('settings.options.details.perGroup', {
          price: formatPrice(option.group_price, language),
          count: option.max_people ?? 0,
        })
      : option.minimum_people > 1
        ? t('settings.options.details.perPersonMinimum', { count: option.minimum_people })
        : t('settings.options.details.perPerson');
  const own = option.category_prices.flatMap(({ category_id, price: euros }) => {
    const category = categories.find((candidate) => candidate.id === category_id);
    if (!category) return [];
    return [
      `${inLanguage(language, category.name, category.name_fr)} ${formatPrice(euros, language)}`,
    ];
  });
  return [
    t(`settings.options.kinds.${option.kind}`),
    price,
    ...(own.length > 0 ? [t('settings.options.details.ownPrices', { list: own.join(', ') })] : []),
  ];
}

/**
 * How a tour is sold (docs/decisions/074): shared, per person, and private, for the whole group
 * or per person with a minimum. A tour is sold as one option at least: the last has no Delete.
 */
export function TourOptionsPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const selling = useTourSelling(tourId);
  const remove = useDeleteOption();
  const { editing, open, close, returnFocus } = useEditing();
  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const options = selling.data?.options ?? [];
  const categories = selling.data?.categories ?? [];
  const last = options.length <= 1;

  const onDelete = (option: TourOption) => {
    setAskedFor(option.id);
    ask({
      title: t('settings.options.confirmDelete', { name: option.name }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          { tourId, id: option.id },
          {
            onSuccess: () => toast.success(t('settings.options.toasts.deleted')),
            onError: (error) => notifyError(error, t('settings.options.toasts.deleteFailed')),
          },
        ),
    });
  };

  return (
    <Panel title={t('settings.options.heading')} hint={t('settings.options.hint')}>
      <ListState
        query={selling}
        isEmpty={options.length === 0 && editing !== 'new'}
        emptyMessage={t('settings.options.empty')}
      >
        <ul aria-label={t('settings.options.listLabel')} className="divide-y divide-stone-100">
          {options.map((option) =>
            editing === option.id ? (
              <li key={option.id}>
                <OptionForm
                  tourId={tourId}
                  option={option}
                  categories={categories}
                  onDone={close}
                />
              </li>
            ) : (
              <SoldItem
                key={option.id}
                name={option.name}
                nameFr={option.name_fr}
                details={describeOption(option, categories, t, language)}
                note={last ? t('settings.options.lastNote') : undefined}
                editLabel={t('settings.selling.editLabel', { name: option.name })}
                deleteLabel={t('settings.selling.deleteLabel', { name: option.name })}
                onEdit={() => open(option.id)}
                onDelete={last ? undefined : () => onDelete(option)}
                deleting={remove.isPending}
                editRef={returnFocus(option.id)}
                question={askedFor === option.id ? question : null}
              />
            ),
          )}
        </ul>
      </ListState>
      {selling.isPending || selling.isError ? null : editing === 'new' ? (
        <OptionForm tourId={tourId} option={null} categories={categories} onDone={close} />
      ) : options.length >= SELLING_LIMITS.options ? (
        <p className="mt-3 text-sm text-stone-600">
          {tCommon('refusals.OPTION_LIMIT', { max: SELLING_LIMITS.options })}
        </p>
      ) : (
        <button
          ref={returnFocus('new')}
          type="button"
          onClick={() => open('new')}
          className={`${secondaryButton} mt-3`}
        >
          {t('settings.options.add')}
        </button>
      )}
    </Panel>
  );
}
