import type { Discount } from '@mt/domain/booking-price';
import { promoCodeProblem, type PromoCodeProblem } from '@mt/domain/promo-code';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';
import type { PromoCodeRepository, PromoCodeRow } from './promo-code-repository';

/** A code a booking may use, and its money part for `priceBooking`. */
export interface AppliedPromo {
  id: number;
  code: string;
  discount: Discount;
  /** The partner whose code it is: the booking is theirs. */
  partnerId: number | null;
}

const refused = (reason: PromoCodeProblem | 'PROMO_UNKNOWN') =>
  new AppError('VALIDATION', 'Invalid input', { errors: [fieldRefusal('promo_code', reason)] });

function discountOf(row: PromoCodeRow): Discount {
  return row.kind === 'percent'
    ? { kind: 'percent', percent: row.percent ?? 0, min_spend_cents: row.minSpendCents }
    : { kind: 'fixed', amount_cents: row.amountCents ?? 0, min_spend_cents: row.minSpendCents };
}

/**
 * The code typed, if it may be used for this booking now (@mt/domain/promo-code), else 400 on
 * `promo_code`. Without a start date yet (a price asked for early), its travel dates wait for one.
 */
export function promoFor(
  codes: PromoCodeRepository,
  typed: string | undefined,
  booking: { today: string; travelDate: string | null; tourId: number },
): AppliedPromo | null {
  if (typed === undefined) return null;
  const row = codes.findByCode(typed);
  if (!row) throw refused('PROMO_UNKNOWN');
  const rules = {
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    travel_from: booking.travelDate === null ? null : row.travelFrom,
    travel_until: booking.travelDate === null ? null : row.travelUntil,
    tour_ids: row.tourIds,
    max_uses: row.maxUses,
    uses: row.uses,
    active: row.active,
  };
  const problem = promoCodeProblem(rules, {
    today: booking.today,
    travelDate: booking.travelDate ?? booking.today,
    tourId: booking.tourId,
  });
  if (problem) throw refused(problem);
  return { id: row.id, code: row.code, discount: discountOf(row), partnerId: row.partnerId };
}
