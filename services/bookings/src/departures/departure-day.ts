import type { DayDeparture } from '@mt/contracts/departure-day';
import type { Departure } from '@mt/contracts/departures';
import { departureManifest, pendingApart } from '@mt/domain/manifest';

/**
 * A day's departures as the morning check reads them (docs/decisions/066): each departure's
 * manifest (the manifest's own rule, @mt/domain/manifest) and its pending bookings apart; a
 * departure with neither (only cancelled bookings) is left out. By tour title, as booked.
 */
export function departuresOfDay(boards: readonly Departure[]): DayDeparture[] {
  return boards
    .map(({ bookings, ...departure }) => {
      const manifest = departureManifest(bookings);
      const first = bookings[0];
      return {
        ...departure,
        tour_title: first?.tour_title ?? '',
        tour_title_fr: first?.tour_title_fr ?? null,
        guests: manifest.rows,
        pending_guests: pendingApart(bookings),
        totals: manifest.totals,
      };
    })
    .filter((departure) => departure.guests.length + departure.pending_guests.length > 0)
    .sort((a, b) => a.tour_title.localeCompare(b.tour_title) || a.tour_id - b.tour_id);
}
