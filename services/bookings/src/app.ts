import { windowOf, type BookingCalendar } from '@mt/contracts/booking-dates';
import { todayIn } from '@mt/domain/trip-dates';
import { createService } from '@mt/service-kit/create-service';
import { createInternalClient } from '@mt/service-kit/internal-client';
import { publicUrlOf } from '@mt/service-kit/service-config';
import { createBookingRepository } from './bookings/booking-repository';
import { createBookingSearch } from './bookings/booking-search';
import { createSeatCheck } from './bookings/capacity';
import { createStatusChange, createStatusWrite } from './bookings/change-status';
import { createCompletion } from './bookings/complete-booking';
import { createBookingCreation } from './bookings/create-booking';
import { registerBookingRoutes } from './bookings/routes';
import type { BookingsConfig } from './config';
import { openBookingsDatabase } from './db/database';
import { createDepartureChange } from './departures/change-departure';
import { registerDepartureRoutes } from './departures/routes';
import { createPaymentLinkChange } from './booking-record/payment-link';
import { createRecordRepository } from './booking-record/record-repository';
import { registerRecordRoutes } from './booking-record/routes';
import { createMailOutbox } from './mail/mail-outbox';
import { createTourFacts } from './tours-client/tour-facts';
import { createAutoComplete } from './jobs/auto-complete';
import { createJobScheduler } from './jobs/scheduler';
import { createTripReminders } from './jobs/trip-reminders';
import { createBookingSettings } from './settings/booking-settings';
import { createHolderKeys } from './holds/holder-keys';
import { createPendingHolds } from './holds/pending-holds';
import { holdEndOf, registerPendingHoldRoutes } from './holds/routes';
import { createHoldExpiry } from './jobs/hold-expiry';
import { registerBookingSettingsRoutes } from './settings/routes';
import { createPromoCodeRepository } from './promo-codes/promo-code-repository';
import { registerPromoCodeRoutes } from './promo-codes/routes';
import { createPartnerRepository } from './partners/partner-repository';
import { registerPartnerRoutes } from './partners/routes';

export interface BookingsAppOptions {
  /** The clock: "today" for start dates. Tests move it. */
  now?: () => Date;
  /** Mail hand-over pacing, shortened by tests. */
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often the timed jobs run (reminders, completion by itself); tests run them by hand. */
  jobsIntervalMs?: number;
}

/** The bookings service: the booking form's calls, capacity, the admin's actions and their mails. */
export async function buildApp(config: BookingsConfig, options: BookingsAppOptions = {}) {
  const now = options.now ?? (() => new Date());
  const database = openBookingsDatabase(config.DATA_DIR);
  const db = database.db;
  const app = createService('bookings', config);
  const client = (baseUrl: string) =>
    createInternalClient({ baseUrl, token: config.INTERNAL_TOKEN });
  const tours = client(config.TOURS_URL);
  const publicUrl = publicUrlOf(config);

  const outbox = createMailOutbox({
    db,
    messaging: client(config.MESSAGING_URL),
    log: app.log,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
  });
  // One holder's pending seats (docs/decisions/059): BOOKING_HOLD_*, 0 for no limit.
  const holds = createPendingHolds(
    db,
    {
      address: {
        perDeparture: config.BOOKING_HOLD_ADDRESS_DEPARTURE,
        perDay: config.BOOKING_HOLD_ADDRESS_DAY,
      },
      email: {
        perDeparture: config.BOOKING_HOLD_EMAIL_DEPARTURE,
        perDay: config.BOOKING_HOLD_EMAIL_DAY,
      },
    },
    now,
  );
  const bookings = createBookingRepository(db);
  const record = createRecordRepository(db);
  // One seat check, its remembered counts forgotten by every write that changes them.
  const seats = createSeatCheck(db);
  const calendar: BookingCalendar = {
    today: () => todayIn(undefined, now()),
    horizonMonths: config.BOOKING_HORIZON_MONTHS,
  };

  const tourFacts = createTourFacts(tours);
  const promoCodes = createPromoCodeRepository(db);
  const partners = createPartnerRepository(db);
  const operator = { email: config.OPERATOR_EMAIL, adminUrl: `${publicUrl}/admin` };
  const createBooking = createBookingCreation({
    db,
    bookings,
    seats,
    holds,
    outbox,
    tourFacts,
    operator,
    bookable: () => windowOf(calendar),
    now,
    promoCodes,
    partners,
  });
  const writeStatusChange = createStatusWrite({ db, bookings, seats, outbox });
  const completeBooking = createCompletion({ bookings, writeStatusChange, tours, publicUrl, now });
  const settings = createBookingSettings(db);
  const jobs = createJobScheduler({
    jobs: [
      createHoldExpiry({ writeStatusChange, holds, settings, operator, now }),
      createTripReminders({ db, outbox, settings, now }),
      createAutoComplete({ db, settings, completeBooking, now, log: app.log }),
      // Last: the review requests of trips now over, those of an early completion included
      // (docs/decisions/064).
      () => outbox.releaseHeld(now()),
    ],
    log: app.log,
    intervalMs: options.jobsIntervalMs,
  });
  await registerBookingRoutes(app, {
    bookings,
    seats,
    search: createBookingSearch(db),
    tourFacts,
    createBooking,
    changeBookingStatus: createStatusChange({ bookings, writeStatusChange, tourFacts, record }),
    record,
    completeBooking,
    rateLimit: { max: config.BOOKING_RATE_LIMIT, windowMs: 15 * 60 * 1000 },
    calendar,
    now,
    holderOf: createHolderKeys(config.INTERNAL_TOKEN),
    promoCodes,
  });
  registerPromoCodeRoutes(app, { promoCodes });
  registerPartnerRoutes(app, { partners });
  registerRecordRoutes(app, {
    bookings,
    record,
    setPaymentLink: createPaymentLinkChange({ db, bookings, record, outbox }),
    now,
    holdEnd: holdEndOf({ holds, settings }),
  });
  registerPendingHoldRoutes(app, { holds, settings });

  registerDepartureRoutes(app, {
    bookings,
    record,
    tourFacts,
    setDeparture: createDepartureChange({ db, seats }),
    now,
    horizonMonths: config.BOOKING_HORIZON_MONTHS,
  });
  registerBookingSettingsRoutes(app, { settings, runJobsSoon: () => void jobs.runNow() });

  app.addHook('onReady', async () => {
    outbox.start();
    jobs.start();
  });
  // Requests in flight finish first; then a job pass and a hand-over in progress; then the
  // database.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox.stop();
    database.close();
  });
  return Object.assign(app, { outbox, jobs });
}
