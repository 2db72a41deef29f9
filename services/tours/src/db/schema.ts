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
    createdAt: createdAt(),
    /** Null until the tour is first edited. */
    updatedAt: text('updated_at'),
  },
  (table) => [
    check('tours_price_check', sql`${table.priceCents} >= 0`),
    check('tours_capacity_check', sql`${table.maxParticipants} >= 1`),
    check('tours_deposit_check', sql`${table.depositPercent} BETWEEN 0 AND 100`),
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
  tags,
  tourTags,
  reviewInvitations,
  reviews,
  serviceState,
  siteSettings,
};
