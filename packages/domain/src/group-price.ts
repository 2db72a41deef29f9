/** A group-pricing tier: its price applies when the participant count is within [min, max]. */
export interface PriceTier {
  id: number;
  min_participants: number;
  max_participants: number;
  price_per_person_cents: number;
}

export interface GroupPrice<T extends PriceTier> {
  /** The tier applied, or null when none holds the count and the tour's own price applies. */
  tier: T | null;
  pricePerPersonCents: number;
  totalCents: number;
}

/**
 * docs/product.md (Rules, Prices): the price per person is that of the tier whose [min, max] holds
 * the participant count, else the tour's price; the total is that price times the participants.
 * Tiers never overlap (see findOverlappingTier), so at most one tier can match.
 */
export function calculateGroupPrice<T extends PriceTier>(
  tourPriceCents: number,
  tiers: readonly T[],
  participants: number,
): GroupPrice<T> {
  const tier =
    tiers.find(
      (candidate) =>
        participants >= candidate.min_participants && participants <= candidate.max_participants,
    ) ?? null;
  const pricePerPersonCents = tier ? tier.price_per_person_cents : tourPriceCents;
  return { tier, pricePerPersonCents, totalCents: pricePerPersonCents * participants };
}

/** The existing tier whose range shares a participant count with [min, max], ignoring `exceptId`. */
export function findOverlappingTier<
  T extends Pick<PriceTier, 'id' | 'min_participants' | 'max_participants'>,
>(
  tiers: readonly T[],
  range: { min_participants: number; max_participants: number },
  exceptId?: number,
): T | undefined {
  return tiers.find(
    (tier) =>
      tier.id !== exceptId &&
      tier.min_participants <= range.max_participants &&
      range.min_participants <= tier.max_participants,
  );
}

/**
 * The group sizes a new tier starts with (docs/decisions/069): after the last tier (its maximum
 * + 1, for two sizes), so that it overlaps none; when the tiers already reach `largest` (the
 * tour's maximum), the first sizes no tier holds; null when every size from 1 to `largest` has a
 * tier. 1–2 on a tour without tiers.
 */
export function nextTierRange(
  tiers: readonly Pick<PriceTier, 'min_participants' | 'max_participants'>[],
  largest: number,
): { min_participants: number; max_participants: number } | null {
  const held = (count: number) =>
    tiers.some((tier) => count >= tier.min_participants && count <= tier.max_participants);
  const lastMax = Math.max(0, ...tiers.map((tier) => tier.max_participants));
  let min = lastMax + 1;
  if (min > largest) {
    min = 1;
    while (min <= largest && held(min)) min += 1;
    if (min > largest) return null;
  }
  const max = min + 1 <= largest && !held(min + 1) ? min + 1 : min;
  return { min_participants: min, max_participants: max };
}
