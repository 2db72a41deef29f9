import { TourBookingFactsSchema, type TourBookingFacts } from '@mt/contracts/tours';
import { describeRefusal } from '@mt/contracts/refusals';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';
import type { InternalClient } from '@mt/service-kit/internal-client';

export interface TourFacts {
  /** The tour's price, tiers, length and capacity; 400 when there is no such tour, 503 when tours is down. */
  get(tourId: number): Promise<TourBookingFacts>;
}

/**
 * Asks the tours service (docs/architecture.md, How a request flows) for a tour's booking facts,
 * fresh for every request: a price is never served from a stale copy. Requests for the same tour
 * that overlap share one call, so a rush on one departure costs the tours service one request per
 * round trip, not one each.
 */
export function createTourFacts(client: InternalClient): TourFacts {
  const inFlight = new Map<number, Promise<TourBookingFacts>>();

  async function fetchFacts(tourId: number): Promise<TourBookingFacts> {
    const response = await client.request('GET', `/internal/tours/${tourId}/booking-facts`);
    if (response.status === 404) {
      throw new AppError('VALIDATION', describeRefusal('TOUR_NOT_FOUND').detail, {
        errors: [fieldRefusal('tour_id', 'TOUR_NOT_FOUND')],
      });
    }
    const parsed = TourBookingFactsSchema.safeParse(response.body);
    if (!response.ok || !parsed.success) {
      throw new AppError('DEPENDENCY_DOWN', 'A service this request needs is unavailable');
    }
    return parsed.data;
  }

  return {
    get(tourId) {
      let pending = inFlight.get(tourId);
      if (!pending) {
        pending = fetchFacts(tourId).finally(() => inFlight.delete(tourId));
        inFlight.set(tourId, pending);
      }
      return pending;
    },
  };
}
