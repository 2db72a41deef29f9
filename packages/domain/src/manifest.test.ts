import { describe, expect, it } from 'vitest';
import { departureManifest, pendingApart, type ManifestBooking } from './manifest';

const booking = (overrides: Partial<ManifestBooking>): ManifestBooking => ({
  status: 'confirmed',
  customer_name: 'Sophie Martin',
  number_of_participants: 2,
  total_price: 100.1,
  paid: 0,
  balance: 100.1,
  ...overrides,
});

describe('a departure’s manifest', () => {
  it('lists the confirmed bookings by name (not the pending or cancelled ones), with their totals to the cent', () => {
    const manifest = departureManifest([
      booking({
        customer_name: 'Élodie Dupont',
        number_of_participants: 4,
        paid: 50.2,
        balance: 49.9,
      }),
      booking({ customer_name: 'Zoé Laurent', status: 'pending' }),
      booking({ customer_name: 'Hannah Weber', status: 'cancelled' }),
      booking({
        customer_name: 'Amina Benali',
        number_of_participants: 1,
        paid: 0.2,
        balance: 99.9,
      }),
    ]);
    expect(manifest.rows.map((row) => row.customer_name)).toEqual([
      'Amina Benali',
      'Élodie Dupont',
    ]);
    expect(manifest.totals).toEqual({
      bookings: 2,
      participants: 5,
      total: 200.2,
      paid: 50.4,
      balance: 149.8,
    });
  });

  it('keeps a booking completed before its trip, as a confirmed traveller (docs/decisions/064)', () => {
    const manifest = departureManifest([
      booking({ customer_name: 'Karim Idrissi', status: 'completed', number_of_participants: 4 }),
      booking({ customer_name: 'Amina Benali', number_of_participants: 1 }),
    ]);
    expect(manifest.rows.map((row) => [row.customer_name, row.status])).toEqual([
      ['Amina Benali', 'confirmed'],
      ['Karim Idrissi', 'completed'],
    ]);
    expect(manifest.totals).toMatchObject({ bookings: 2, participants: 5 });
  });

  it('is empty, with zero totals, for a departure without confirmed bookings', () => {
    expect(departureManifest([booking({ status: 'pending' })])).toEqual({
      rows: [],
      totals: { bookings: 0, participants: 0, total: 0, paid: 0, balance: 0 },
    });
  });
});

describe('a departure’s pending bookings', () => {
  it('are listed apart, by name, and only they', () => {
    const pending = pendingApart([
      booking({ customer_name: 'Zoé Laurent', status: 'pending' }),
      booking({ customer_name: 'Élodie Dupont' }),
      booking({ customer_name: 'Hannah Weber', status: 'cancelled' }),
      booking({ customer_name: 'Amina Benali', status: 'pending' }),
    ]);
    expect(pending.map((row) => row.customer_name)).toEqual(['Amina Benali', 'Zoé Laurent']);
  });
});
