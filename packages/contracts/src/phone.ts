/**
 * A phone number as people write it: an optional "+", then digits with spaces, dots, dashes or
 * brackets between them, 8 to 15 digits in all. 15 is E.164's longest number; 8 is the shortest
 * the operator can call back: a number with its country code has 8 digits or more everywhere but
 * two Pacific islands of some 3,000 people (Niue and Tokelau: 7), and a number written without
 * it has 8 or more in every country the visitors come from (Denmark and Norway 8; France, the UK,
 * Germany, the US 10 to 11). "06 12" (4 digits) or "0612 345" (7), a number cut short, is
 * refused (docs/decisions/069). The booking form and the operator's settings share it.
 */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_MESSAGE = 'Use an international number, e.g. +212 612 345678';

const PHONE_SHAPE = /^\+?[0-9 ().-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
