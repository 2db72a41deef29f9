import {
  PendingHoldListSchema,
  PendingHoldsQuerySchema,
  type PendingHold,
} from '@mt/contracts/pending-holds';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { holdExpiresAt } from '@mt/domain/pending-hold';
import type { ServiceApp } from '@mt/service-kit/create-service';
import type { BookingRow } from '../bookings/booking-view';
import type { BookingSettingsStore } from '../settings/booking-settings';
import type { PendingHolds } from './pending-holds';

function toPendingHold(booking: BookingRow, heldAt: string, holdHours: number): PendingHold {
  return {
    booking_id: booking.id,
    reference: formatBookingReference(booking.id),
    customer_name: booking.customerName,
    tour_id: booking.tourId,
    tour_title: booking.tourTitle,
    tour_title_fr: booking.tourTitleFr,
    start_date: booking.startDate,
    number_of_participants: booking.participants,
    held_since: heldAt,
    expires_at: holdExpiresAt(heldAt, holdHours).toISOString(),
  };
}

/**
 * The pending holds that end soonest, for the dashboard's Overview (docs/decisions/059), each
 * with its end by the current setting. Admin only.
 */
export function registerPendingHoldRoutes(
  app: ServiceApp,
  deps: { holds: PendingHolds; settings: BookingSettingsStore },
): void {
  app.get(
    '/api/bookings/pending-holds',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: PendingHoldsQuerySchema, response: { 200: PendingHoldListSchema } },
    },
    async (request) => {
      const hours = deps.settings.read().pending_hold_hours;
      const { rows, total } = deps.holds.soonest(request.query.limit);
      return {
        items: rows.map((row) => toPendingHold(row.booking, row.heldAt, hours)),
        total,
        hold_hours: hours,
      };
    },
  );
}

/** When a booking's hold ends, by the current setting; null once it is not pending. */
export function holdEndOf(deps: { holds: PendingHolds; settings: BookingSettingsStore }) {
  return (bookingId: number): string | null => {
    const heldAt = deps.holds.heldSince(bookingId);
    if (!heldAt) return null;
    return holdExpiresAt(heldAt, deps.settings.read().pending_hold_hours).toISOString();
  };
}
