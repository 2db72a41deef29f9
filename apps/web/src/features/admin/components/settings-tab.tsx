import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAdminTours } from '../api/tours';
import { AlertSettingsPanel } from './alert-settings-panel';
import { BookingSettingsPanel } from './booking-settings-panel';
import { PromoCodesPanel } from './promo-codes-panel';
import { BusinessDetailsPanel } from './business-details-panel';
import { GlobalTagsPanel } from './global-tags-panel';
import { GroupPricingPanel } from './group-pricing-panel';
import { ListState } from './list-states';
import { PriceCategoriesPanel } from './selling/price-categories-panel';
import { TourExtrasPanel } from './selling/tour-extras-panel';
import { TourOptionsPanel } from './selling/tour-options-panel';
import { TourPicker } from './tour-picker';
import { TourTagsPanel } from './tour-tags-panel';

/**
 * The Settings tab (docs/product.md, Admin dashboard): what a tour sells (its price categories,
 * group pricing, options and extras: docs/decisions/074) and its tags, then every
 * tag, then the operator's business details (docs/decisions/039), where their alerts go
 * (docs/decisions/065) and the bookings' reminder and completion (docs/decisions/052).
 */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  const tours = useAdminTours();
  const [selected, setSelected] = useState<number | null>(null);
  const list = tours.data ?? [];
  const tour = list.find((candidate) => candidate.id === selected);

  return (
    <div className="space-y-8">
      <ListState query={tours} isEmpty={list.length === 0} emptyMessage={t('tours.empty')}>
        <TourPicker
          label={t('settings.selectTour')}
          tours={list}
          selected={selected}
          onSelect={setSelected}
        />
        {tour ? (
          // Columns of the screen's width at most: a tier being edited scrolls in its table.
          // The categories come first: the tiers, the options and the bookings price them.
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <PriceCategoriesPanel key={`categories-${tour.id}`} tourId={tour.id} />
            <GroupPricingPanel
              key={`pricing-${tour.id}`}
              tourId={tour.id}
              maxParticipants={tour.max_participants}
            />
            <TourOptionsPanel key={`options-${tour.id}`} tourId={tour.id} />
            <TourExtrasPanel key={`extras-${tour.id}`} tourId={tour.id} />
            <TourTagsPanel key={`tags-${tour.id}`} tourId={tour.id} />
          </div>
        ) : (
          <p className="mt-4 text-sm text-stone-600">{t('settings.pickHint')}</p>
        )}
      </ListState>
      <GlobalTagsPanel />
      <BusinessDetailsPanel />
      <AlertSettingsPanel />
      <BookingSettingsPanel />
      <PromoCodesPanel />
    </div>
  );
}
