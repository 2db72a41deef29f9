import type { PriceCategory } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../i18n/use-language';
import type { Language } from '../../../../i18n';
import { useDeleteCategory, useTourSelling } from '../../api/selling';
import { CategoryForm } from './category-form';
import { SoldListPanel } from './sold-list-panel';

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
  const language = useLanguage();
  const selling = useTourSelling(tourId);
  return (
    <SoldListPanel
      section="categories"
      tourId={tourId}
      query={selling}
      items={selling.data?.categories ?? []}
      remove={useDeleteCategory()}
      deleteMessage={t('settings.categories.confirmDeleteMessage')}
      renderForm={(category, onDone) => (
        <CategoryForm tourId={tourId} category={category} onDone={onDone} />
      )}
      describe={(category) => ({
        details: describeCategory(category, t, language),
        note: category.is_default ? t('settings.categories.defaultNote') : undefined,
        deletable: !category.is_default,
      })}
    />
  );
}
