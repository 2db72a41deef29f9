import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PAYMENT_METHODS, STATUS_CHANGE_REASONS } from '@mt/contracts/booking-record';
import { TEMPLATE_NAMES } from '@mt/contracts/messaging';
import { BOOKING_STATUSES } from '@mt/domain/booking-status';
import type { NamedPriceLine } from '@mt/domain/price-lines';
import { outboxColumns, outboxDueIndex } from '@mt/service-kit/outbox/columns';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * Partners (docs/decisions/074): the riads, hotels and agencies that send guests, each paid a
 * commission in basis points of what its bookings' customers pay.
 */
export const partners = sqliteTable(
  'partners',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    email: text('email'),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('partners_commission', sql`${table.commissionBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/**
 * Promo codes (docs/decisions/074), kept with the bookings that use them: the last use is taken
 * in the booking's own transaction, and a cancelled booking gives its use back (a trigger,
 * migration 0014). Money in whole cents.
 */
export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    travelFrom: text('travel_from'),
    travelUntil: text('travel_until'),
    /** The tours it is good for, as a JSON list of ids; empty is every tour. */
    tourIds: text('tour_ids', { mode: 'json' }).$type<number[]>().notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    /** The partner whose guests it is for: a booking with it is theirs. */
    partnerId: integer('partner_id').references(() => partners.id),
  },
  (table) => [
    check(
      'promo_codes_amount',
      sql`(${table.kind} = 'percent' AND ${table.percent} IS NOT NULL AND ${table.percent} BETWEEN 1 AND 100) OR (${table.kind} = 'fixed' AND ${table.amountCents} IS NOT NULL AND ${table.amountCents} > 0)`,
    ),
    check('promo_codes_min_spend', sql`${table.minSpendCents} >= 0`),
    check('promo_codes_uses', sql`${table.uses} >= 0`),
  ],
);

/**
 * Bookings (docs/product.md, Entities). Prices are whole cents, computed here from the tour's
 * facts (docs/product.md, Rules, Prices); the tour's titles are copied in, so the record reads the
 * same after the tour changes or goes.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tourId: integer('tour_id').notNull(),
    tourTitle: text('tour_title').notNull(),
    tourTitleFr: text('tour_title_fr'),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    days: integer('days').notNull(),
    /** Everyone who comes, infants on a lap included. */
    participants: integer('participants').notNull(),
    /** Those of them who take a seat: what the departure's capacity counts (docs/decisions/074). */
    seats: integer('seats').notNull(),
    /** The option booked, named as it was then; null for the bookings made before options. */
    optionId: integer('option_id'),
    optionName: text('option_name'),
    optionNameFr: text('option_name_fr'),
    /**
     * The price line by line as computed when booked (docs/decisions/074), names as they were
     * then: they add up to `total_cents`. A booking made before them has one, N × Adult.
     */
    lines: text('lines', { mode: 'json' }).$type<NamedPriceLine[]>().notNull(),
    /** The promo code used, as typed then (docs/decisions/074); null without one. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    /** The partner who sent it, and their commission as computed when booked, in cents. */
    partnerId: integer('partner_id').references(() => partners.id),
    commissionCents: integer('commission_cents'),
    /** What one person of the first category pays (the spec's price per person). */
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    adminViewed: integer('admin_viewed', { mode: 'boolean' }).notNull().default(false),
    specialRequests: text('special_requests'),
    /** The hotel or riad where the customer is picked up, if they said (docs/product.md). */
    pickupPlace: text('pickup_place'),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    /**
     * The deposit the tour asked when this was booked, in % of the total: a later change of the
     * tour's deposit leaves this booking as agreed (docs/decisions/054).
     */
    depositPercent: integer('deposit_percent').notNull().default(0),
    /** The operator's payment page for this booking (https), pasted by hand; null when none. */
    paymentLink: text('payment_link'),
    createdAt: createdAt(),
    /**
     * When the reminder before the trip was queued (docs/decisions/052), in the transaction that
     * queued it: a booking is reminded once, whatever restarts or outages follow.
     */
    reminderQueuedAt: text('reminder_queued_at'),
    /**
     * The sum of its payments not voided, kept by triggers on booking_payments (migration
     * 0010): the search's unpaid filter reads it instead of summing every booking's payments.
     * The booking's paid and balance are still computed from its payments
     * (@mt/domain/booking-balance).
     */
    paidCents: integer('paid_cents').notNull().default(0),
  },
  (table) => [
    // The capacity check sums one departure's seats inside the write transaction.
    index('bookings_departure_idx').on(table.tourId, table.startDate, table.status),
    index('bookings_created_idx').on(table.createdAt),
    // The admin's search sorts and filters by these (docs/decisions/051-booking-search.md).
    index('bookings_status_created_idx').on(table.status, table.createdAt),
    index('bookings_start_idx').on(table.startDate),
    index('bookings_name_idx').on(sql`${table.customerName} COLLATE NOCASE`),
    index('bookings_total_idx').on(table.totalCents),
    // A partner's monthly statement reads their bookings only, by start date.
    index('bookings_partner_idx')
      .on(table.partnerId, table.startDate)
      .where(sql`${table.partnerId} IS NOT NULL`),
    // The unpaid filter's bookings only (@mt/domain/booking-balance owesMoney): counted and paged
    // without reading the others.
    index('bookings_owing_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'cancelled' AND ${table.totalCents} > ${table.paidCents}`),
    check(
      'bookings_status',
      sql`${table.status} IN ('pending', 'confirmed', 'cancelled', 'completed')`,
    ),
    check('bookings_deposit', sql`${table.depositPercent} BETWEEN 0 AND 100`),
    check('bookings_participants_range', sql`${table.participants} BETWEEN 1 AND 50`),
    check('bookings_seats_range', sql`${table.seats} BETWEEN 1 AND ${table.participants}`),
    check('bookings_dates_order', sql`${table.endDate} >= ${table.startDate}`),
    // The lines make the total now, not the price per person times the people (migration 0013).
    check('bookings_total', sql`${table.totalCents} >= 0`),
  ],
);

/**
 * Mail this service owes the messaging service (docs/decisions/011-bookings-capacity-and-mail.md),
 * on the shared outbox's columns (docs/decisions/035-shared-outbox.md). A row is written in the
 * same transaction as the booking change it announces, then handed over until messaging accepts
 * it: an outage delays a mail, and the key makes a repeated hand-over one mail, not two.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    ...outboxColumns(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    template: text('template', { enum: TEMPLATE_NAMES }).notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    recipient: text('recipient').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /**
     * A mail that may not go before this instant (the review request of a trip still to come:
     * docs/decisions/064). Written held, nothing due (`next_attempt_at` null, still `pending`);
     * the timed jobs, by the app's clock, make it due once this instant has passed.
     */
    notBefore: text('not_before'),
  },
  (table) => [
    outboxDueIndex('mail_outbox_due_idx', table),
    // The held mails only: the jobs' pass reads them without the sent ones.
    index('mail_outbox_held_idx')
      .on(table.notBefore)
      .where(sql`${table.nextAttemptAt} IS NULL AND ${table.status} = 'pending'`),
  ],
);

/**
 * The Idempotency-Key of each booking request that carried one (docs/decisions/030): a repeated
 * request with the same key and body answers the booking the first one made, instead of booking
 * again. `key` is the key scoped to the customer's e-mail, hashed (bookings/booking-requests.ts);
 * `created_at` is by the app's clock. Kept for a day, the time a visitor's retries can take.
 */
export const bookingRequests = sqliteTable(
  'booking_requests',
  {
    key: text('key').primaryKey(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    createdAt: createdAt(),
  },
  (table) => [index('booking_requests_created_idx').on(table.createdAt)],
);

/**
 * The operator's settings for one departure (a tour on a start date; docs/product.md, Departures):
 * its own capacity, or null for the tour's maximum, and whether its sales are stopped. A date
 * without a row is on sale at the tour's maximum. Kept here, beside the seats they bound, so the
 * capacity check reads both in one transaction (docs/decisions/050-departures.md).
 */
export const departures = sqliteTable(
  'departures',
  {
    tourId: integer('tour_id').notNull(),
    startDate: text('start_date').notNull(),
    capacity: integer('capacity'),
    salesStopped: integer('sales_stopped', { mode: 'boolean' }).notNull().default(false),
    updatedAt: text('updated_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    primaryKey({ columns: [table.tourId, table.startDate] }),
    check('departures_capacity', sql`${table.capacity} IS NULL OR ${table.capacity} >= 1`),
  ],
);

/**
 * Every change of a booking's status, its creation included (`fromStatus` null), and who made it:
 * the admin's e-mail, or 'customer' for the booking form (docs/decisions/049). Written in the
 * transaction that changes the status, and never changed after.
 */
export const bookingStatusChanges = sqliteTable(
  'booking_status_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    changedBy: text('changed_by').notNull(),
    /** Why the system made the change on its own (docs/decisions/059); null otherwise. */
    reason: text('reason', { enum: STATUS_CHANGE_REASONS }),
    changedAt: text('changed_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index('booking_status_changes_booking_idx').on(table.bookingId)],
);

/** The operator's internal notes on a booking: never shown to the customer. */
export const bookingNotes = sqliteTable(
  'booking_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    text: text('text').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_notes_booking_idx').on(table.bookingId)],
);

/**
 * Payments the operator received and recorded by hand (docs/decisions/049): whole cents, more
 * than zero. A mistaken one is voided, not deleted, so the record shows what was entered and
 * undone, and by whom; only the payments not voided count as paid.
 */
export const bookingPayments = sqliteTable(
  'booking_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The day the money came in (YYYY-MM-DD, Marrakech's calendar). */
    receivedOn: text('received_on').notNull(),
    note: text('note'),
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
    voidedAt: text('voided_at'),
    voidedBy: text('voided_by'),
  },
  (table) => [
    index('booking_payments_booking_idx').on(table.bookingId),
    check('booking_payments_amount', sql`${table.amountCents} > 0`),
    check(
      'booking_payments_method',
      sql`${table.method} IN ('cash', 'bank_transfer', 'card_terminal', 'other')`,
    ),
  ],
);

/**
 * The operator's settings of the bookings' course (docs/decisions/052): one row a field, its value
 * as JSON; a field without a row takes its default, so a new field needs no migration.
 */
export const bookingSettings = sqliteTable('booking_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});

/**
 * The seats a pending booking holds, and whose they are (docs/decisions/059): one row per pending
 * booking, written in the transaction that inserts it, and deleted by a trigger (migration 0011)
 * in the one that takes it out of pending, whoever does it. The holder is kept as keyed hashes
 * (HMAC) of the client address and of the e-mail address as one inbox, never the address itself,
 * and only while the booking waits: the per-holder limits read them, nothing else does.
 */
export const pendingHolds = sqliteTable(
  'pending_holds',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    addressKey: text('address_key'),
    emailKey: text('email_key'),
    /** When the hold began, by the service's clock; it ends the set hours later. */
    heldAt: text('held_at').notNull(),
  },
  (table) => [
    // The expiry pass and the Overview read the oldest first; the limits, one holder's day.
    index('pending_holds_held_idx').on(table.heldAt),
    index('pending_holds_address_idx').on(table.addressKey, table.heldAt),
    index('pending_holds_email_idx').on(table.emailKey, table.heldAt),
  ],
);

export const schema = {
  bookingSettings,
  partners,
  promoCodes,
  bookings,
  mailOutbox,
  bookingRequests,
  bookingStatusChanges,
  bookingNotes,
  bookingPayments,
  departures,
  pendingHolds,
};
