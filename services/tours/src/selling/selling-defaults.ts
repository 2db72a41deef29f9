import type { priceCategories, tourOptions } from '../db/schema';

/**
 * What every tour sells from the start (docs/decisions/074): its default category and one shared
 * option priced per person, so a tour made today sells, as one made before, N adults at its own
 * price. Migration 0007_selling wrote the same rows for the tours that existed.
 */
export const DEFAULT_CATEGORY = {
  name: 'Adult',
  nameFr: 'Adulte',
  minAge: null,
  maxAge: null,
  priceCents: null,
  takesSeat: true,
  countsForTiers: true,
  pricedByTiers: true,
  displayOrder: 0,
  isDefault: true,
} satisfies Omit<typeof priceCategories.$inferInsert, 'tourId'>;

export const DEFAULT_OPTION = {
  kind: 'shared',
  name: 'Shared group',
  nameFr: 'Groupe partagé',
  pricing: 'per_person',
  groupPriceCents: null,
  maxPeople: null,
  minimumPeople: 1,
  displayOrder: 0,
} satisfies Omit<typeof tourOptions.$inferInsert, 'tourId'>;
