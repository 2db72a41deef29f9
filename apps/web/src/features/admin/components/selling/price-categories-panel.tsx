import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { PriceCategory } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../i18n/use-language';
import type { Language } from '../../../../i18n';
import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useDeleteCategory, useTourSelling } from '../../api/selling';
import { useConfirmQuestion } from '../confirm-question';
import { ListState, secondaryButton } from '../list-states';
import { Panel } from '../panel';
import { CategoryForm } from './category-form';
import { SoldItem } from './sold-item';
import { useEditing } from './use-editing';

/** A category's ages, price and rules, as its line in the list says them. */
export function describeCategory(
  category: PriceCategory,
  t: TFunction<'admin'>,
  language: Language,
): string[] {
  const { min_age: min, max_age: max } = category;
  const ages =
    min !== null && max !== null
      ? t('settings.categories.details.ages', { min, max })
      : min !== null
        ? t('settings.categories.details.agesFrom', { min })
        : max !== null
          ? t('settings.categories.details.agesTo', { max })
          : null;
  return [
    ...(ages ? [ages] : []),
    category.price === 0
      ? t('settings.categories.details.free')
      : formatPrice(category.price, language),
    ...(category.takes_seat ? [] : [t('settings.categories.details.noSeat')]),
    ...(category.counts_for_tiers ? [] : [t('settings.categories.details.notCounted')]),
    ...(category.priced_by_tiers && !category.is_default
      ? [t('settings.categories.details.pricedByTiers')]
      : []),
  ];
}

/**
 * A tour's price categories (docs/decisions/074): Adult, its default, at the tour's price and
 * never deleted; the others each at its own price, with its ages and whether it takes a seat and
 * follows the group tiers. Add, edit in place, delete after a question.
 */
export function PriceCategoriesPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const selling = useTourSelling(tourId);
  const remove = useDeleteCategory();
  const { editing, open, close, returnFocus } = useEditing();
  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const categories = selling.data?.categories ?? [];

  const onDelete = (category: PriceCategory) => {
    setAskedFor(category.id);
    ask({
      title: t('settings.categories.confirmDelete', { name: category.name }),
      message: t('settings.categories.confirmDeleteMessage'),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          { tourId, id: category.id },
          {
            onSuccess: () => toast.success(t('settings.categories.toasts.deleted')),
            onError: (error) => notifyError(error, t('settings.categories.toasts.deleteFailed')),
          },
        ),
    });
  };

  return (
    <Panel title={t('settings.categories.heading')} hint={t('settings.categories.hint')}>
      <ListState
        query={selling}
        isEmpty={categories.length === 0}
        emptyMessage={t('settings.categories.empty')}
      >
        <ul aria-label={t('settings.categories.listLabel')} className="divide-y divide-stone-100">
          {categories.map((category) =>
            editing === category.id ? (
              <li key={category.id}>
                <CategoryForm tourId={tourId} category={category} onDone={close} />
              </li>
            ) : (
              <SoldItem
                key={category.id}
                name={category.name}
                nameFr={category.name_fr}
                details={describeCategory(category, t, language)}
                note={category.is_default ? t('settings.categories.defaultNote') : undefined}
                editLabel={t('settings.selling.editLabel', { name: category.name })}
                deleteLabel={t('settings.selling.deleteLabel', { name: category.name })}
                onEdit={() => open(category.id)}
                onDelete={category.is_default ? undefined : () => onDelete(category)}
                deleting={remove.isPending}
                editRef={returnFocus(category.id)}
                question={askedFor === category.id ? question : null}
              />
            ),
          )}
        </ul>
      </ListState>
      {selling.isPending || selling.isError ? null : editing === 'new' ? (
        <CategoryForm tourId={tourId} category={null} onDone={close} />
      ) : categories.length >= SELLING_LIMITS.categories ? (
        <p className="mt-3 text-sm text-stone-600">
          {tCommon('refusals.CATEGORY_LIMIT', { max: SELLING_LIMITS.categories })}
        </p>
      ) : (
        <button
          ref={returnFocus('new')}
          type="button"
          onClick={() => open('new')}
          className={`${secondaryButton} mt-3`}
        >
          {t('settings.categories.add')}
        </button>
      )}
    </Panel>
  );
}
