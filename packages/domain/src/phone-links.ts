/** The longest international number (ITU-T E.164): 15 digits, the country code included. */
const E164_MAX_DIGITS = 15;
/** The shortest: a country code and a subscriber number of a few digits. */
const E164_MIN_DIGITS = 8;

/**
 * The links a guest's phone number offers on the operator's day sheet (docs/decisions/066): a call
 * (`tel:`, the number as typed without its spaces and dashes, so a local number still dials), and
 * WhatsApp (`https://wa.me/` takes the international number as digits only). A number typed
 * without its country (no `+` or `00` in front) gets no WhatsApp link: "06 12 34 56 78" may be
 * French or Moroccan, and a guess would open a stranger's chat.
 */
export function phoneLinks(
  phone: string | null | undefined,
): { call: string; whatsapp: string | null } | null {
  const typed = (phone ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return null;
  const plus = typed.startsWith('+');
  const call = `tel:${plus ? '+' : ''}${digits}`;
  const international = plus ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  const whatsapp =
    international &&
    international.length >= E164_MIN_DIGITS &&
    international.length <= E164_MAX_DIGITS &&
    !international.startsWith('0')
      ? `https://wa.me/${international}`
      : null;
  return { call, whatsapp };
}
