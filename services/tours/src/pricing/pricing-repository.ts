import type { GroupPricingInput, GroupPricingTier } from '@mt/contracts/tours';
import { findOverlappingTier } from '@mt/domain/group-price';
import { toCents, toEuros } from '@mt/domain/money';
import { refuse } from '@mt/service-kit/errors';
import { asc, eq } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { groupPricingTiers } from '../db/schema';

type TierRow = typeof groupPricingTiers.$inferSelect;

export function toTier(row: TierRow): GroupPricingTier {
  return {
    id: row.id,
    tour_id: row.tourId,
    min_participants: row.minParticipants,
    max_participants: row.maxParticipants,
    price_per_person: toEuros(row.pricePerPersonCents),
  };
}

/** The tier in the shape the pricing rule reads (cents). */
export function toPriceTier(row: TierRow) {
  return {
    id: row.id,
    min_participants: row.minParticipants,
    max_participants: row.maxParticipants,
    price_per_person_cents: row.pricePerPersonCents,
  };
}

/** docs/product.md (Entities): a tour's tiers never overlap, so a count has one price at most. */
function assertNoOverlap(siblings: TierRow[], input: GroupPricingInput, exceptId?: number): void {
  const overlapping = findOverlappingTier(siblings.map(toPriceTier), input, exceptId);
  if (!overlapping) return;
  const other = siblings.find((tier) => tier.id === overlapping.id)!;
  throw refuse('CONFLICT', 'TIER_OVERLAP', {
    min: other.minParticipants,
    max: other.maxParticipants,
  });
}

export function createPricingRepository(db: ToursDb) {
  const tiersOf = (tx: Pick<ToursDb, 'select'>, tourId: number) =>
    tx
      .select()
      .from(groupPricingTiers)
      .where(eq(groupPricingTiers.tourId, tourId))
      .orderBy(asc(groupPricingTiers.minParticipants))
      .all();

  return {
    /** The Settings tab (docs/product.md, Admin dashboard): tiers sorted ascending by min_participants. */
    findTiers(tourId: number): TierRow[] {
      return tiersOf(db, tourId);
    },

    /** Checks overlap and inserts in one write transaction, so two admins cannot race past it. */
    createTier(tourId: number, input: GroupPricingInput): TierRow {
      return db.transaction(
        (tx) => {
          assertNoOverlap(tiersOf(tx, tourId), input);
          return tx
            .insert(groupPricingTiers)
            .values({
              tourId,
              minParticipants: input.min_participants,
              maxParticipants: input.max_participants,
              pricePerPersonCents: toCents(input.price_per_person),
            })
            .returning()
            .get();
        },
        { behavior: 'immediate' },
      );
    },

    /** Undefined when there is no such tier. */
    updateTier(id: number, input: GroupPricingInput): TierRow | undefined {
      return db.transaction(
        (tx) => {
          const current = tx
            .select()
            .from(groupPricingTiers)
            .where(eq(groupPricingTiers.id, id))
            .get();
          if (!current) return undefined;
          assertNoOverlap(tiersOf(tx, current.tourId), input, id);
          return tx
            .update(groupPricingTiers)
            .set({
              minParticipants: input.min_participants,
              maxParticipants: input.max_participants,
              pricePerPersonCents: toCents(input.price_per_person),
            })
            .where(eq(groupPricingTiers.id, id))
            .returning()
            .get();
        },
        { behavior: 'immediate' },
      );
    },

    deleteTier(id: number): boolean {
      return db.delete(groupPricingTiers).where(eq(groupPricingTiers.id, id)).run().changes > 0;
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
