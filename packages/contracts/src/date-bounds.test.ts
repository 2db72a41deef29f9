import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBookingSchemas, MonthSchema } from './bookings';
import { DATE_BOUNDS_MESSAGE, IsoDateSchema } from './common';
import { departureParamsSchema } from './departures';

/**
 * Every date and month a request carries is bounded (docs/decisions/058): found by its name in
 * every request schema the contracts export (inputs, queries, path parameters, filters, the
 * internal hand-overs' data), so a field added later is checked without editing this test.
 */
const REQUEST_SCHEMA = /(Input|Query|Params|Filters|Data|Request|Submission|Settings)Schema$/;
const DATE_FIELD = /(^|_)(date|dates|month)$|_(on|from|to|until)$/;

async function requestSchemas(): Promise<Array<[string, z.ZodObject]>> {
  const folder = new URL('.', import.meta.url);
  const files = readdirSync(folder).filter(
    (file) => /^[\w-]+\.ts$/.test(file) && !file.includes('.test.'),
  );
  const schemas: Array<[string, z.ZodObject]> = [];
  for (const file of files) {
    const exports = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (REQUEST_SCHEMA.test(name) && value instanceof z.ZodObject) schemas.push([name, value]);
    }
  }
  const calendar = { today: () => '2026-06-01', horizonMonths: 18 };
  for (const [name, value] of Object.entries(createBookingSchemas(calendar))) {
    schemas.push([name, value]);
  }
  schemas.push(['DepartureParamsSchema', departureParamsSchema(calendar)]);
  return schemas;
}

/** A parameter a path refuses whatever it holds (the specification's list refuses the search's). */
function refusesEveryValue(field: z.ZodType): boolean {
  return field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodNever;
}

async function dateFields() {
  return (await requestSchemas()).flatMap(([name, schema]) =>
    Object.entries(schema.shape)
      .filter(([key, field]) => DATE_FIELD.test(key) && !refusesEveryValue(field as z.ZodType))
      .map(([key, field]) => ({ field: `${name}.${key}`, key, schema: field as z.ZodType })),
  );
}

/** A value of the field's kind: a month, a list of dates, or a date. */
function valueOf(key: string, day: string): unknown {
  if (key === 'month') return day.slice(0, 7);
  if (key.endsWith('dates')) return [day];
  return day;
}

describe('the bounds of every date and month a request carries', () => {
  it('finds each such field of the contracts', async () => {
    expect((await dateFields()).map(({ field }) => field).sort()).toEqual([
      'AvailabilityInputSchema.start_date',
      'BookingConfirmedDataSchema.end_date',
      'BookingConfirmedDataSchema.start_date',
      'BookingExpiredOperatorDataSchema.end_date',
      'BookingExpiredOperatorDataSchema.start_date',
      'BookingExportQuerySchema.booked_from',
      'BookingExportQuerySchema.booked_to',
      'BookingExportQuerySchema.travel_from',
      'BookingExportQuerySchema.travel_to',
      'BookingFiltersSchema.booked_from',
      'BookingFiltersSchema.booked_to',
      'BookingFiltersSchema.travel_from',
      'BookingFiltersSchema.travel_to',
      'BookingInputSchema.end_date',
      'BookingInputSchema.start_date',
      'BookingNewDataSchema.end_date',
      'BookingNewDataSchema.start_date',
      'BookingPriceInputSchema.start_date',
      'BookingReceivedDataSchema.end_date',
      'BookingReceivedDataSchema.start_date',
      'BookingReminderDataSchema.end_date',
      'BookingReminderDataSchema.start_date',
      'BookingSearchQuerySchema.booked_from',
      'BookingSearchQuerySchema.booked_to',
      'BookingSearchQuerySchema.travel_from',
      'BookingSearchQuerySchema.travel_to',
      'DepartureDayParamsSchema.date',
      'DepartureParamsSchema.date',
      'DeparturesQuerySchema.month',
      'PartnerStatementQuerySchema.month',
      'PaymentInputSchema.received_on',
      'PaymentLinkDataSchema.end_date',
      'PaymentLinkDataSchema.start_date',
      'PromoCodeInputSchema.travel_from',
      'PromoCodeInputSchema.travel_until',
      'PromoCodeInputSchema.valid_from',
      'PromoCodeInputSchema.valid_until',
      'ReviewInvitationInputSchema.opens_on',
      'ReviewRequestDataSchema.opens_on',
      'TourInputSchema.available_dates',
      'TourMonthQuerySchema.month',
    ]);
  });

  it.each(['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s in every one of them',
    async (day) => {
      const accepted = (await dateFields()).filter(
        ({ key, schema }) => schema.safeParse(valueOf(key, day)).success,
      );
      expect(accepted.map(({ field }) => field)).toEqual([]);
    },
  );

  it('accepts a date of this site’s years in every one of them', async () => {
    const refused = (await dateFields()).filter(
      ({ key, schema }) => !schema.safeParse(valueOf(key, '2026-06-15')).success,
    );
    expect(refused.map(({ field }) => field)).toEqual([]);
  });

  it('runs from 2000 to 2100 included, and says so', () => {
    for (const day of ['2000-01-01', '2100-12-31']) {
      expect(IsoDateSchema.safeParse(day).success, day).toBe(true);
    }
    for (const month of ['2000-01', '2100-12']) {
      expect(MonthSchema.safeParse(month).success, month).toBe(true);
    }
    expect(
      IsoDateSchema.safeParse('9999-12-31').error?.issues.map((issue) => issue.message),
    ).toEqual([DATE_BOUNDS_MESSAGE]);
    expect(MonthSchema.safeParse('0001-01').error?.issues.map((issue) => issue.message)).toEqual([
      'Use a month from 2000 to 2100',
    ]);
    // A date that is no date says only that.
    expect(
      IsoDateSchema.safeParse('2026-02-30').error?.issues.map((issue) => issue.message),
    ).toEqual(['Use a real date in the YYYY-MM-DD format']);
  });
});
