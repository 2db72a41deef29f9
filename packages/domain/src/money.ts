/** Euros on the wire, whole cents in storage and arithmetic: 0.1 + 0.2 must stay 0.30. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function toEuros(cents: number): number {
  return cents / 100;
}
