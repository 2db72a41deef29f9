/**
 * The reference a customer quotes for a booking: its number, padded to six digits, after "MT-"
 * ("MT-000123"). Computed here only, for the site's confirmation, the e-mails and the admin alike
 * (docs/decisions/038-booking-path.md).
 */
export function formatBookingReference(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a booking number: ${id}`);
  return `MT-${String(id).padStart(6, '0')}`;
}

/** "MT-000123", "mt 123", "#123" or "123", as read over the phone or pasted from an e-mail. */
const REFERENCE = /^\s*(?:mt[\s-]*|#\s*)?0*(\d{1,15})\s*$/i;

/**
 * The booking number a typed reference names, or null when it names none: the admin opens a
 * booking by the reference the customer reads out (docs/decisions/049).
 */
export function parseBookingReference(text: string): number | null {
  const match = REFERENCE.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** A reference inside a text: "MT-" and six digits or more (a number past 999,999 keeps all). */
const REFERENCE_IN_TEXT = /MT-\d{6,}/g;

/**
 * A text cut into its references and what lies between them, in order, so that a page or an
 * e-mail can keep each reference on one line: browsers break after a hyphen, and "MT-000005" then
 * reads "MT-" and "000005" on two lines (docs/decisions/069). Joined, the parts are the text.
 */
export function splitAtReferences(text: string): Array<{ text: string; reference: boolean }> {
  const parts: Array<{ text: string; reference: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(REFERENCE_IN_TEXT)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), reference: false });
    parts.push({ text: match[0], reference: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), reference: false });
  return parts;
}
