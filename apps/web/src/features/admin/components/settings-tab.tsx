import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
import { useAdminTours } from '../api/tours';
import { useLanguage } from '../../../i18n/use-language';
import { BusinessDetailsPanel } from './business-details-panel';
import { GlobalTagsPanel } from './global-tags-panel';
import { GroupPricingPanel } from './group-pricing-panel';
import { ListState } from './list-states';
import { TourTagsPanel } from './tour-tags-panel';

/**
 * The Settings tab (docs/product.md, Admin dashboard): a tour's group pricing and tags, then every
 * tag, then the operator's business details (docs/decisions/039).
 */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tours = useAdminTours();
  const [selected, setSelected] = useState<number | null>(null);
  const id = useId();
  const list = tours.data ?? [];
  const tour = list.find((candidate) => candidate.id === selected);

  return (
    <div className="space-y-8">
      <ListState query={tours} isEmpty={list.length === 0} emptyMessage={t('tours.empty')}>
        <div className="max-w-md">
          <label htmlFor={`${id}-tour`} className="block text-sm font-semibold text-stone-800">
            {t('settings.selectTour')}
          </label>
          <select
            id={`${id}-tour`}
            value={selected ?? ''}
            onChange={(event) =>
              setSelected(event.target.value === '' ? null : Number(event.target.value))
            }
            className={inputClass}
          >
            <option value="">{t('settings.chooseTour')}</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>
                {language === 'fr' && option.title_fr ? option.title_fr : option.title}
              </option>
            ))}
          </select>
        </div>
        {tour ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <GroupPricingPanel key={`pricing-${tour.id}`} tourId={tour.id} />
            <TourTagsPanel key={`tags-${tour.id}`} tourId={tour.id} />
          </div>
        ) : (
          <p className="mt-4 text-sm text-stone-600">{t('settings.pickHint')}</p>
        )}
      </ListState>
      <GlobalTagsPanel />
      <BusinessDetailsPanel />
    </div>
  );
}
