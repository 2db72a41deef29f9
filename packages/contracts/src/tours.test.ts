import { addMonths, todayIn } from '@mt/domain/trip-dates';
import { describe, expect, it } from 'vitest';
import { isTourDateInRange, TOUR_DATE_MESSAGE, TourInputSchema, TRIP_DAYS_MESSAGE } from './tours';

const aTour = (overrides: Record<string, unknown>) => ({
  title: 'Merzouga Desert Tour',
  price: 249,
  duration: '3 days / 2 nights',
  location: 'Merzouga',
  max_participants: 12,
  ...overrides,
});
const messagesOf = (overrides: Record<string, unknown>) =>
  TourInputSchema.safeParse(aTour(overrides)).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]) ?? [];

describe('a tour’s departure dates', () => {
  it('run from 2000 to five years after today', () => {
    expect(isTourDateInRange('2000-01-01', '2026-11-22')).toBe(true);
    expect(isTourDateInRange('1999-12-31', '2026-11-22')).toBe(false);
    expect(isTourDateInRange('2031-11-22', '2026-11-22')).toBe(true);
    expect(isTourDateInRange('2031-11-23', '2026-11-22')).toBe(false);
  });

  it('are refused beyond, each at its own path, against today’s clock', () => {
    const lastDate = addMonths(todayIn(), 60);
    expect(messagesOf({ available_dates: ['1999-12-31', lastDate, '2999-01-01'] })).toEqual([
      ['available_dates.0', TOUR_DATE_MESSAGE],
      ['available_dates.2', TOUR_DATE_MESSAGE],
    ]);
  });
});

describe('a tour’s duration', () => {
  it('lasts at most 60 days, in either language', () => {
    expect(messagesOf({ duration: '60 days', duration_fr: '60 jours' })).toEqual([]);
    expect(messagesOf({ duration: '61 days', duration_fr: '100000 jours' })).toEqual([
      ['duration', TRIP_DAYS_MESSAGE],
      ['duration_fr', TRIP_DAYS_MESSAGE],
    ]);
  });
});
