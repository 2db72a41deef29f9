import type { TourSelling } from '@mt/contracts/selling';

const category = {
  tour_id: 1,
  name_fr: null,
  min_age: null,
  max_age: null,
  takes_seat: true,
  counts_for_tiers: true,
  priced_by_tiers: false,
  display_order: 0,
  is_default: false,
};
const option = {
  tour_id: 1,
  name_fr: null,
  group_price: null,
  max_people: null,
  minimum_people: 1,
  display_order: 0,
  category_prices: [],
};

/** The 3-day Sahara trip sold as docs/decisions/074 tells: shared or a private 4x4, by age. */
export function familySelling(): TourSelling {
  return {
    categories: [
      { ...category, id: 1, name: 'Adult', price: 249, priced_by_tiers: true, is_default: true },
      { ...category, id: 2, name: 'Child', price: 90, min_age: 4, max_age: 11 },
      { ...category, id: 3, name: 'Infant', price: 0, max_age: 3, takes_seat: false },
    ],
    options: [
      { ...option, id: 11, kind: 'shared', name: 'Shared group', pricing: 'per_person' },
      {
        ...option,
        id: 12,
        kind: 'private',
        name: 'Private 4x4',
        pricing: 'per_group',
        group_price: 650,
        max_people: 4,
      },
    ],
    extras: [
      {
        id: 21,
        tour_id: 1,
        name: 'Camel ride',
        name_fr: null,
        description: 'An hour at sunset.',
        description_fr: null,
        price: 25,
        per: 'person',
        max_quantity: null,
        display_order: 0,
        active: true,
      },
    ],
  };
}
