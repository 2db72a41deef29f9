import { participantLimit } from '@mt/contracts/form-limits';
import type { GroupPricingTier, Tour } from '@mt/contracts/tours';
import { useTranslation } from 'react-i18next';

import { formatCents } from '@mt/domain/format';
import { toCents } from '@mt/domain/money';
import { priceTableRows } from '@mt/domain/price-table-rows';
import { useLanguage } from '../../../i18n/use-language';

type GroupPricingTableProps = {
  tiers: readonly GroupPricingTier[];
  tour: Pick<Tour, 'price' | 'max_participants'>;
};

/**
 * The price per person of every group size the tour takes, from 1 person up, the sizes no tier
 * holds at the tour's own price (@mt/domain/price-table-rows); nothing when there are no tiers.
 */
export function GroupPricingTable({ tiers, tour }: GroupPricingTableProps) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  if (tiers.length === 0) return null;
  const rows = priceTableRows(
    toCents(tour.price),
    tiers.map((tier) => ({ ...tier, price_per_person_cents: toCents(tier.price_per_person) })),
    participantLimit(tour.max_participants),
  );

  return (
    <section aria-labelledby="group-pricing-title" className="mt-10">
      <h2 id="group-pricing-title" className="text-2xl font-bold text-stone-900">
        {t('tourDetails.groupPricing.title')}
      </h2>
      <p className="mt-2 text-stone-600">{t('tourDetails.groupPricing.intro')}</p>
      <div className="mt-4 overflow-hidden rounded-xl ring-1 ring-stone-200">
        <table className="w-full bg-white text-left">
          <thead className="bg-stone-100 text-sm text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('tourDetails.groupPricing.groupSize')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('tourDetails.groupPricing.pricePerPerson')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.min}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-800">
                  {row.min === row.max
                    ? t('tourDetails.groupPricing.persons', { count: row.min })
                    : t('tourDetails.groupPricing.range', { min: row.min, max: row.max })}
                </th>
                <td className="px-4 py-3 text-right font-semibold text-amber-800">
                  {t('tourDetails.groupPricing.price', {
                    price: formatCents(row.pricePerPersonCents, language),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
