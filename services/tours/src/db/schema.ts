import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// Money is stored in whole cents; dates and instants as ISO-8601 text.

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const tours = sqliteTable(
  'tours',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    duration: text('duration').notNull(),
    location: text('location').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    difficultyLevel: text('difficulty_level', { enum: ['Easy', 'Moderate', 'Challenging'] })
      .notNull()
      .default('Easy'),
    includes: text('includes', { mode: 'json' }).$type<string[]>().notNull().default([]),
    availableDates: text('available_dates', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default([]),
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    durationFr: text('duration_fr'),
    locationFr: text('location_fr'),
    includesFr: text('includes_fr', { mode: 'json' }).$type<string[]>(),
    /** Where the trip starts (docs/decisions/042); null while the operator has not said. */
    meetingPoint: text('meeting_point'),
    meetingPointFr: text('meeting_point_fr'),
    /** The deposit asked at booking, in % of the total; 0 asks none (docs/decisions/054). */
    depositPercent: integer('deposit_percent').notNull().default(0),
    /** Its departures' times of day, "07:00", in order; none: one a day without a time (decision 076). */
    startTimes: text('start_times', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** When sales close: so many hours before the start, or the day before at a time; neither: at the start. */
    salesCutoffHours: integer('sales_cutoff_hours'),
    salesCutoffTime: text('sales_cutoff_time'),
    createdAt: createdAt(),
    /** Null until the tour is first edited. */
    updatedAt: text('updated_at'),
  },
  (table) => [
    check('tours_price_check', sql`${table.priceCents} >= 0`),
    check('tours_capacity_check', sql`${table.maxParticipants} >= 1`),
    check('tours_deposit_check', sql`${table.depositPercent} BETWEEN 0 AND 100`),
    check('tours_cutoff_hours_check', sql`${table.salesCutoffHours} BETWEEN 0 AND 168`),
    check(
      'tours_cutoff_time_check',
      sql`${table.salesCutoffTime} IS NULL OR (${table.salesCutoffTime} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${table.salesCutoffHours} IS NULL)`,
    ),
  ],
);

export const tourImages = sqliteTable(
  'tour_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isMain: integer('is_main', { mode: 'boolean' }).notNull().default(false),
    displayOrder: integer('display_order').notNull(),
    altText: text('alt_text'),
  },
  (table) => [index('tour_images_tour_idx').on(table.tourId, table.displayOrder)],
);

export const groupPricingTiers = sqliteTable(
  'group_pricing_tiers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    minParticipants: integer('min_participants').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
  },
  (table) => [
    index('group_pricing_tour_idx').on(table.tourId, table.minParticipants),
    check(
      'group_pricing_range_check',
      sql`${table.minParticipants} >= 1 AND ${table.maxParticipants} >= ${table.minParticipants} AND ${table.pricePerPersonCents} >= 0`,
    ),
  ],
);

/**
 * What a tour sells, and how (docs/decisions/074): its price categories (Adult, Child 4–11,
 * Infant 0–3…), the options it is sold as (shared, private) and its extras. The bounds are those
 * of the contracts (@mt/contracts/selling), so a row no request could write cannot be stored.
 * A nullable column is checked IS NOT NULL where it must be set: SQLite passes a CHECK whose
 * value is NULL, as `NULL BETWEEN 0 AND 1` is.
 */
const CENTS_MAX = 100_000_000;

/**
 * A tour's price categories. Each tour has one default (Adult), written with the tour: its price
 * is the tour's own `price_cents` (which the specification's `price` edits), so its row holds
 * none, and it takes a seat, counts for and is priced by the group tiers, as the tour's price
 * always was; every other category has its own price.
 */
export const priceCategories = sqliteTable(
  'price_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    /** The ages it is for, both ends included; null leaves a side open. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** Null for the default category, whose price is the tour's. */
    priceCents: integer('price_cents'),
    takesSeat: integer('takes_seat', { mode: 'boolean' }).notNull().default(true),
    countsForTiers: integer('counts_for_tiers', { mode: 'boolean' }).notNull().default(true),
    pricedByTiers: integer('priced_by_tiers', { mode: 'boolean' }).notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    index('price_categories_tour_idx').on(table.tourId, table.displayOrder),
    uniqueIndex('price_categories_one_default')
      .on(table.tourId)
      .where(sql`${table.isDefault} = 1`),
    check(
      'price_categories_age_check',
      sql`(${table.minAge} IS NULL OR ${table.minAge} BETWEEN 0 AND 120) AND (${table.maxAge} IS NULL OR ${table.maxAge} BETWEEN 0 AND 120) AND (${table.minAge} IS NULL OR ${table.maxAge} IS NULL OR ${table.minAge} <= ${table.maxAge})`,
    ),
    check(
      'price_categories_price_check',
      sql`(${table.isDefault} = 1 AND ${table.priceCents} IS NULL AND ${table.takesSeat} = 1 AND ${table.countsForTiers} = 1 AND ${table.pricedByTiers} = 1) OR (${table.isDefault} = 0 AND ${table.priceCents} IS NOT NULL AND ${table.priceCents} BETWEEN 0 AND ${sql.raw(String(CENTS_MAX))})`,
    ),
    check('price_categories_order_check', sql`${table.displayOrder} BETWEEN 0 AND 999`),
  ],
);

/**
 * The ways a tour is sold: shared (per person, as before) or private, either for the whole group
 * up to `max_people` or per person with a minimum. Every tour has one at least, the shared one
 * written with the tour.
 */
export const tourOptions = sqliteTable(
  'tour_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shared', 'private'] }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    pricing: text('pricing', { enum: ['per_person', 'per_group'] }).notNull(),
    /** Per group only: the group's price, and the most people (in seats) it takes. */
    groupPriceCents: integer('group_price_cents'),
    maxPeople: integer('max_people'),
    /** Per person only: the people charged for at least ("minimum 2 people"). */
    minimumPeople: integer('minimum_people').notNull().default(1),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [
    index('tour_options_tour_idx').on(table.tourId, table.displayOrder),
    check(
      'tour_options_pricing_check',
      sql`(${table.kind} = 'shared' OR ${table.kind} = 'private') AND ((${table.pricing} = 'per_person' AND ${table.groupPriceCents} IS NULL AND ${table.maxPeople} IS NULL AND ${table.minimumPeople} BETWEEN 1 AND 50) OR (${table.pricing} = 'per_group' AND ${table.kind} = 'private' AND ${table.groupPriceCents} IS NOT NULL AND ${table.groupPriceCents} BETWEEN 0 AND ${sql.raw(String(CENTS_MAX))} AND ${table.maxPeople} IS NOT NULL AND ${table.maxPeople} BETWEEN 1 AND 50 AND ${table.minimumPeople} = 1))`,
    ),
    check('tour_options_order_check', sql`${table.displayOrder} BETWEEN 0 AND 999`),
  ],
);

/** A per-person option's own price for a category (a dearer private trip); else the category's. */
export const optionCategoryPrices = sqliteTable(
  'option_category_prices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    optionId: integer('option_id')
      .notNull()
      .references(() => tourOptions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => priceCategories.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    uniqueIndex('option_category_prices_unique').on(table.optionId, table.categoryId),
    index('option_category_prices_category_idx').on(table.categoryId),
    check(
      'option_category_prices_price_check',
      sql`${table.priceCents} BETWEEN 0 AND ${sql.raw(String(CENTS_MAX))}`,
    ),
  ],
);

/** Add-ons, per booking (an airport transfer) or per person who takes one (a camel ride). */
export const tourExtras = sqliteTable(
  'tour_extras',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    description: text('description'),
    descriptionFr: text('description_fr'),
    priceCents: integer('price_cents').notNull(),
    per: text('per', { enum: ['booking', 'person'] }).notNull(),
    /** The most one booking takes; null for no limit but, per person, the group's size. */
    maxQuantity: integer('max_quantity'),
    displayOrder: integer('display_order').notNull().default(0),
    /** Off: kept for the operator, no longer sold. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
  },
  (table) => [
    index('tour_extras_tour_idx').on(table.tourId, table.displayOrder),
    check(
      'tour_extras_check',
      sql`${table.priceCents} BETWEEN 0 AND ${sql.raw(String(CENTS_MAX))} AND (${table.per} = 'booking' OR ${table.per} = 'person') AND (${table.maxQuantity} IS NULL OR ${table.maxQuantity} BETWEEN 1 AND 100) AND ${table.displayOrder} BETWEEN 0 AND 999`,
    ),
  ],
);

export const tags = sqliteTable(
  'tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    /** The French name; null: the English one shows (docs/decisions/041). */
    nameFr: text('name_fr'),
    icon: text('icon').notNull(),
  },
  (table) => [uniqueIndex('tags_name_unique').on(sql`lower(${table.name})`)],
);

export const tourTags = sqliteTable(
  'tour_tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('tour_tags_unique').on(table.tourId, table.tagId),
    index('tour_tags_tag_idx').on(table.tagId),
  ],
);

export const reviewInvitations = sqliteTable('review_invitations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** SHA-256 of the link's token: the database alone cannot be turned into review links. */
  tokenHash: text('token_hash').notNull().unique(),
  /** docs/product.md (Rules, Reviews): a completed booking gives at most one review. */
  bookingId: integer('booking_id').notNull().unique(),
  tourId: integer('tour_id')
    .notNull()
    .references(() => tours.id, { onDelete: 'cascade' }),
  customerName: text('customer_name').notNull(),
  email: text('email').notNull(),
  /** The booking's language: the review's when the form does not say (docs/decisions/041). */
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  createdAt: createdAt(),
  expiresAt: text('expires_at').notNull(),
  /** The trip's last day (YYYY-MM-DD): the link takes a review from then on (docs/decisions/053). */
  opensOn: text('opens_on'),
  usedAt: text('used_at'),
});

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .unique()
      .references(() => reviewInvitations.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    reviewText: text('review_text'),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    /** The language the customer wrote in; reviews from before it was kept are 'en' (docs/decisions/041). */
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    /** Hidden by the operator: off the public pages, the average and the structured data. */
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    /** The operator's public answer, shown on both languages' pages (docs/decisions/053). */
    answer: text('answer'),
    answeredAt: text('answered_at'),
  },
  (table) => [
    index('reviews_tour_idx').on(table.tourId, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** Facts about the database itself, e.g. that the demo content was seeded once. */
export const serviceState = sqliteTable('service_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The operator's own details, one row a field (docs/decisions/039-operator-settings.md): a field
 * never written, or written empty, shows the site's placeholder.
 */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const schema = {
  tours,
  tourImages,
  groupPricingTiers,
  priceCategories,
  tourOptions,
  optionCategoryPrices,
  tourExtras,
  tags,
  tourTags,
  reviewInvitations,
  reviews,
  serviceState,
  siteSettings,
};
