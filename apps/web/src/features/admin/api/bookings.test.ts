import { describe, expect, it } from 'vitest';

import { bookingSearchQuery, bookingsCsvUrl } from './bookings';

describe('the bookings search’s query string', () => {
  it('leaves out empty parameters', () => {
    expect(bookingSearchQuery({ q: 'martin', status: '', page: '2' })).toBe('q=martin&page=2');
  });

  it('waits for a whole year: a date filter the service would refuse is left out', () => {
    // What a date field holds while "2026" is typed into its year.
    for (const partial of ['0002-05-01', '0020-05-01', '0202-05-01']) {
      expect(bookingSearchQuery({ booked_from: partial, q: 'x' }), partial).toBe('q=x');
    }
    expect(bookingSearchQuery({ travel_to: '9999-12-31' })).toBe('');
    expect(bookingSearchQuery({ booked_from: '2026-05-01', travel_to: '2100-12-31' })).toBe(
      'booked_from=2026-05-01&travel_to=2100-12-31',
    );
    expect(bookingsCsvUrl({ booked_to: '9999-12-31', page: '3' }, 'fr')).toBe(
      '/api/bookings/bookings/export.csv?lang=fr',
    );
  });
});
