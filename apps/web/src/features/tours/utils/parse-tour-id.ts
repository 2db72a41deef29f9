/**
 * A tour id from the address (`/tours/:id`, `?tour=`): a positive whole number, else null, and
 * nothing is fetched or preselected.
 */
export function parseTourId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
