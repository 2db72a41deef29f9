/** A tour id from the address: a positive whole number, else null (nothing is fetched). */
export function parseTourId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
