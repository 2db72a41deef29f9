import type { PriceCategory, TourOption } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../../i18n';
import { useLanguage } from '../../../../i18n/use-language';
import { useDeleteOption, useTourSelling } from '../../api/selling';
import { OptionForm } from './option-form';
import { SoldListPanel } from './sold-list-panel';

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
  const language = useLanguage();
  const selling = useTourSelling(tourId);
  const options = selling.data?.options ?? [];
  const categories = selling.data?.categories ?? [];
  const last = options.length <= 1;
  return (
    <SoldListPanel
      section="options"
      tourId={tourId}
      query={selling}
      items={options}
      remove={useDeleteOption()}
      renderForm={(option, onDone) => (
        <OptionForm tourId={tourId} option={option} categories={categories} onDone={onDone} />
      )}
      describe={(option) => ({
        details: describeOption(option, categories, t, language),
        note: last ? t('settings.options.lastNote') : undefined,
        deletable: !last,
      })}
    />
  );
}
