/**
 * A promo code's rules but its amount (docs/decisions/074): when it may be used, for which trips,
 * and how often. Its discount is priced by ./booking-price.ts; the last use is taken in the
 * booking's own transaction, so a rush never spends it twice.
 */
export interface PromoCodeRules {
  /** The booking days it may be used on (Marrakech days, `YYYY-MM-DD`); null leaves a side open. */
  valid_from: string | null;
  valid_until: string | null;
  /** The trip's start dates it may be used for; null leaves a side open. */
  travel_from: string | null;
  travel_until: string | null;
  /** The tours it is good for; empty is every tour. */
  tour_ids: readonly number[];
  /** How many bookings may use it; null for no limit. */
  max_uses: number | null;
  /** The bookings that have used it so far (cancelled ones give their use back). */
  uses: number;
  active: boolean;
}

export type PromoCodeProblem =
  | 'PROMO_INACTIVE'
  | 'PROMO_NOT_YET'
  | 'PROMO_EXPIRED'
  | 'PROMO_TRAVEL_DATE'
  | 'PROMO_OTHER_TOUR'
  | 'PROMO_USED_UP';

/** Why `code` cannot be used for this booking, or null when it can. Dates compare as text. */
export function promoCodeProblem(
  code: PromoCodeRules,
  booking: { today: string; travelDate: string; tourId: number },
): PromoCodeProblem | null {
  if (!code.active) return 'PROMO_INACTIVE';
  if (code.valid_from !== null && booking.today < code.valid_from) return 'PROMO_NOT_YET';
  if (code.valid_until !== null && booking.today > code.valid_until) return 'PROMO_EXPIRED';
  if (code.travel_from !== null && booking.travelDate < code.travel_from) {
    return 'PROMO_TRAVEL_DATE';
  }
  if (code.travel_until !== null && booking.travelDate > code.travel_until) {
    return 'PROMO_TRAVEL_DATE';
  }
  if (code.tour_ids.length > 0 && !code.tour_ids.includes(booking.tourId)) {
    return 'PROMO_OTHER_TOUR';
  }
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'PROMO_USED_UP';
  return null;
}

/**
 * A code as the visitor types it and as it is stored: trimmed, upper case, so " summer25 " is
 * SUMMER25; letters, digits and dashes only, 3 to 32 of them (null otherwise).
 */
export function normalizePromoCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return /^[A-Z0-9-]{3,32}$/.test(code) ? code : null;
}
