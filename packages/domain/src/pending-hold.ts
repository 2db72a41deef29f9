/**
 * Pending holds (docs/product.md, Rules, Dates and capacity; docs/decisions/059): a pending
 * booking holds its seats for the hours the operator sets, then expires; and the seats that
 * pending bookings of one holder (one e-mail address, one client address) hold are bounded on one
 * departure and over one day.
 */

const HOUR_MS = 60 * 60 * 1000;

/** "Per day": the pending holds a holder took in the 24 hours before a new booking. */
export const HOLD_DAY_MS = 24 * HOUR_MS;

/**
 * When a hold taken at `heldAt` ends, by the current setting: raising or lowering it moves every
 * pending booking's end, those already waiting included (as the reminder's setting does).
 */
export function holdExpiresAt(heldAt: Date | string, holdHours: number): Date {
  return new Date(new Date(heldAt).getTime() + holdHours * HOUR_MS);
}

/** Holds taken at or before this instant have ended at `now`. */
export function expiredHoldsCutoff(now: Date, holdHours: number): Date {
  return new Date(now.getTime() - holdHours * HOUR_MS);
}

/** Holds taken after this instant count towards the holder's day. */
export function holdDayStart(now: Date): Date {
  return new Date(now.getTime() - HOLD_DAY_MS);
}

/**
 * One e-mail address as one holder, however it is written: case never matters; the `+tag` of
 * sub-addressing (Gmail, Outlook, iCloud, Fastmail, Proton…) is dropped, since it reaches the
 * same inbox; dots count only where the provider ignores them (Gmail, and its googlemail.com),
 * because elsewhere `jean.dupont@` and `jeandupont@` are two people.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function holderEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** Seats one holder's pending bookings hold: on the departure asked for, and taken today. */
export interface HeldSeats {
  onDeparture: number;
  inDay: number;
}

/** The seats a holder may hold pending; 0 switches that limit off. */
export interface HoldLimits {
  perDeparture: number;
  perDay: number;
}

export type HoldLimitBreach = { limit: 'departure' | 'day'; max: number };

/**
 * Whether `wanted` more pending seats would take one holder over a limit: the departure's first
 * (the narrower), then the day's. A booking bigger than a limit alone is refused too: such a
 * group talks with the operator first.
 */
export function holdLimitBreach(
  held: HeldSeats,
  wanted: number,
  limits: HoldLimits,
): HoldLimitBreach | null {
  if (limits.perDeparture > 0 && held.onDeparture + wanted > limits.perDeparture) {
    return { limit: 'departure', max: limits.perDeparture };
  }
  if (limits.perDay > 0 && held.inDay + wanted > limits.perDay) {
    return { limit: 'day', max: limits.perDay };
  }
  return null;
}
