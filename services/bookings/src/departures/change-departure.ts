import type { TourBookingFacts } from '@mt/contracts/tours';
import { capacityBelowHeld } from '@mt/domain/departure-seats';
import { refuse } from '@mt/service-kit/errors';
import type { SeatCheck } from '../bookings/capacity';
import type { BookingsDb } from '../db/database';
import { writeDepartureSetting, type DepartureSetting } from './departure-settings';

/**
 * The operator sets a departure's capacity and sales (docs/product.md, Departures;
 * docs/decisions/050), in the same write-locked transaction as bookings take seats: a new
 * capacity below the seats held at that moment is refused (409), whatever the client sent, and
 * no booking can slip between the check and the write.
 */
export function createDepartureChange(deps: { db: BookingsDb; seats: SeatCheck }) {
  const { db, seats } = deps;
  return function setDeparture(
    facts: TourBookingFacts,
    startDate: string,
    setting: DepartureSetting,
  ): void {
    const departure = { tourId: facts.id, startDate, tourMaximum: facts.max_participants };
    try {
      db.transaction(
        () => {
          const current = seats.read(departure, 'now');
          const held = current.seats.held;
          const below = capacityBelowHeld({
            tourMaximum: departure.tourMaximum,
            current: current.setting?.capacity,
            next: setting.capacity,
            held,
          });
          if (below) throw refuse('CONFLICT', 'CAPACITY_BELOW_BOOKED', { booked: held });
          writeDepartureSetting(db, departure.tourId, startDate, setting);
        },
        { behavior: 'immediate' },
      );
    } finally {
      seats.forget(departure.tourId, startDate);
    }
  };
}

export type SetDeparture = ReturnType<typeof createDepartureChange>;
