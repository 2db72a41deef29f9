/**
 * The reference a customer quotes for a booking: its number, padded to six digits, after "MT-"
 * ("MT-000123"). Computed here only, for the site's confirmation and the admin alike
 * (docs/decisions/038-booking-path.md).
 */
export function formatBookingReference(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not a booking number: ${id}`);
  return `MT-${String(id).padStart(6, '0')}`;
}
