import type { PriceCategory, TourSelling } from '@mt/contracts/selling';
import type { Tour } from '@mt/contracts/tours';
import { formatPrice } from '@mt/domain/format';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../i18n/use-language';
import { optionPrice } from '../utils/option-offers';

type TourSellingProps = {
  selling: TourSelling;
  tour: Pick<Tour, 'price' | 'from_price'>;
};

/**
 * How the tour is sold (docs/decisions/074), before the visitor opens the form: each option
 * (shared or a private car, its price per person or for the group), who pays what (Adult, Child
 * 4–11, Infant free) and the extras. Lists, not a table: nothing scrolls sideways on a phone.
 */
export function TourSellingSection({ selling, tour }: TourSellingProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const money = (euros: number) =>
    euros === 0 ? t('tourDetails.selling.free') : formatPrice(euros, language);
  const ages = ({ min_age: min, max_age: max }: PriceCategory) =>
    min !== null && max !== null
      ? t('tourDetails.selling.ages', { min, max })
      : min !== null
        ? t('tourDetails.selling.agesFrom', { min })
        : max !== null
          ? t('tourDetails.selling.agesUpTo', { max })
          : null;
  const item = 'flex items-baseline justify-between gap-4 py-3';

  return (
    <section aria-labelledby="tour-selling-title" className="mt-10">
      <h2 id="tour-selling-title" className="text-2xl font-bold text-stone-900">
        {t('tourDetails.selling.title')}
      </h2>
      {selling.options.length > 1 ? (
        <ul
          aria-label={t('tourDetails.selling.options')}
          className="mt-4 grid gap-3 sm:grid-cols-2"
        >
          {selling.options.map((option) => {
            const { price, perGroup } = optionPrice(option, selling, tour);
            return (
              <li key={option.id} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
                <p className="font-semibold text-stone-900">{option.name}</p>
                <p className="mt-1 text-stone-700">
                  {perGroup
                    ? t('tourDetails.selling.perGroup', {
                        price: formatPrice(price, language),
                        count: option.max_people ?? 0,
                      })
                    : t(
                        option.kind === 'shared'
                          ? 'tourDetails.selling.fromPerPerson'
                          : 'tourDetails.selling.perPerson',
                        { price: formatPrice(price, language) },
                      )}
                </p>
                {option.minimum_people > 1 ? (
                  <p className="text-sm text-stone-600">
                    {t('tourDetails.selling.minimum', { count: option.minimum_people })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {selling.categories.length > 1 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-stone-900">
            {t('tourDetails.selling.categories')}
          </h3>
          <ul className="divide-y divide-stone-100 rounded-xl bg-white px-4 ring-1 ring-stone-200">
            {selling.categories.map((category) => (
              <li key={category.id} className={item}>
                <span>
                  <span className="font-medium text-stone-900">{category.name}</span>
                  {ages(category) ? (
                    <span className="ml-2 text-sm text-stone-600">{ages(category)}</span>
                  ) : null}
                </span>
                <span className="font-semibold text-stone-900">{money(category.price)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {selling.extras.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-stone-900">
            {t('tourDetails.selling.extras')}
          </h3>
          <ul className="divide-y divide-stone-100 rounded-xl bg-white px-4 ring-1 ring-stone-200">
            {selling.extras.map((extra) => (
              <li key={extra.id} className={item}>
                <span>
                  <span className="font-medium text-stone-900">{extra.name}</span>
                  {extra.description ? (
                    <span className="block text-sm text-stone-600">{extra.description}</span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold text-stone-900">
                  {t(
                    extra.per === 'person'
                      ? 'tourDetails.selling.perPerson'
                      : 'tourDetails.selling.perBooking',
                    { price: formatPrice(extra.price, language) },
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
