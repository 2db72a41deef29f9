import type { Booking, PriceLine } from '@mt/contracts/bookings';
import type { NamedPriceLine } from '@mt/domain/price-lines';
import { inLanguage } from '@mt/domain/in-language';
import { toCents, toEuros } from '@mt/domain/money';
import type { bookings } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** The tour's title in the booking's language, for the mails about it (@mt/domain/in-language). */
export function tourTitleFor(row: Pick<BookingRow, 'tourTitle' | 'tourTitleFr' | 'language'>) {
  return inLanguage(row.language, row.tourTitle, row.tourTitleFr);
}

/** A price line as the API answers it, in euros (docs/decisions/074). */
export function toPriceLine(line: NamedPriceLine): PriceLine {
  return {
    kind: line.kind,
    item_id: line.item_id,
    name: line.name,
    name_fr: line.name_fr,
    quantity: line.quantity,
    unit_price: toEuros(line.unit_cents),
    total: toEuros(line.total_cents),
  };
}

/** A line as the API answered it, back in cents, for the formatter (@mt/domain/price-lines). */
export function fromPriceLine(line: PriceLine): NamedPriceLine {
  return {
    kind: line.kind,
    item_id: line.item_id,
    name: line.name,
    name_fr: line.name_fr,
    quantity: line.quantity,
    unit_cents: toCents(line.unit_price),
    total_cents: toCents(line.total),
  };
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    tour_id: row.tourId,
    tour_title: row.tourTitle,
    customer_name: row.customerName,
    email: row.email,
    phone: row.phone,
    start_date: row.startDate,
    end_date: row.endDate,
    travel_date: null,
    days: row.days,
    number_of_participants: row.participants,
    seats: row.seats,
    option:
      row.optionId === null
        ? null
        : { id: row.optionId, name: row.optionName ?? '', name_fr: row.optionNameFr },
    lines: row.lines.map(toPriceLine),
    price_per_person: toEuros(row.pricePerPersonCents),
    total_price: toEuros(row.totalCents),
    status: row.status,
    admin_viewed: row.adminViewed,
    special_requests: row.specialRequests,
    pickup_place: row.pickupPlace,
    language: row.language,
    created_at: row.createdAt,
  };
}
