import type { GroupPricingTier } from '@mt/contracts/tours';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';

/** The tour's group-pricing tiers, ascending; renders nothing when there are none. */
export function GroupPricingTable({ tiers }: { tiers: readonly GroupPricingTier[] }) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  if (tiers.length === 0) return null;

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
            {tiers.map((tier) => (
              <tr key={tier.id}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-800">
                  {tier.min_participants === tier.max_participants
                    ? t('tourDetails.groupPricing.persons', { count: tier.min_participants })
                    : t('tourDetails.groupPricing.range', {
                        min: tier.min_participants,
                        max: tier.max_participants,
                      })}
                </th>
                <td className="px-4 py-3 text-right font-semibold text-amber-800">
                  {t('tourDetails.groupPricing.price', {
                    price: formatPrice(tier.price_per_person, language),
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
