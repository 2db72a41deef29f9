import { describe, expect, it } from 'vitest';
import { autoCompleteEndDates, reminderState } from './trip-reminder';

const booked = (bookedOn: string) => ({ startDate: '2026-12-10', bookedOn });

describe('the reminder before a trip', () => {
  it('is due from its day, N days before the start, to the start date', () => {
    expect(reminderState(booked('2026-11-01'), 2, '2026-12-07')).toBe('not_yet');
    expect(reminderState(booked('2026-11-01'), 2, '2026-12-08')).toBe('due');
    expect(reminderState(booked('2026-11-01'), 2, '2026-12-10')).toBe('due');
    expect(reminderState(booked('2026-11-01'), 2, '2026-12-11')).toBe('trip_started');
  });

  it('is not for a booking made on its day or after', () => {
    expect(reminderState(booked('2026-12-07'), 2, '2026-12-08')).toBe('due');
    expect(reminderState(booked('2026-12-08'), 2, '2026-12-08')).toBe('booked_too_late');
    expect(reminderState(booked('2026-12-09'), 2, '2026-12-09')).toBe('booked_too_late');
  });

  it('is off at 0 days', () => {
    expect(reminderState(booked('2026-11-01'), 0, '2026-12-10')).toBe('off');
  });

  it('counts calendar days across a month end', () => {
    const start = { startDate: '2027-03-01', bookedOn: '2027-02-01' };
    expect(reminderState(start, 2, '2027-02-27')).toBe('due');
    expect(reminderState(start, 2, '2027-02-26')).toBe('not_yet');
  });
});

describe('completion by itself', () => {
  it('takes the trips that ended yesterday and in the week before', () => {
    expect(autoCompleteEndDates('2026-12-01')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });
});
