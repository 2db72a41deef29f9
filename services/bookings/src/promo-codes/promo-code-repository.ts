import type { PromoCode, PromoCodeData } from '@mt/contracts/promo-codes';
import { toCents, toEuros } from '@mt/domain/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { promoCodes } from '../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

const columnsOf = (data: PromoCodeData) => ({
  code: data.code,
  kind: data.kind,
  percent: data.kind === 'percent' ? data.percent : null,
  amountCents: data.kind === 'fixed' && data.amount !== null ? toCents(data.amount) : null,
  minSpendCents: toCents(data.min_spend),
  validFrom: data.valid_from,
  validUntil: data.valid_until,
  travelFrom: data.travel_from,
  travelUntil: data.travel_until,
  tourIds: data.tour_ids,
  maxUses: data.max_uses,
  active: data.active,
  partnerId: data.partner_id,
});

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountCents === null ? null : toEuros(row.amountCents),
    min_spend: toEuros(row.minSpendCents),
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    travel_from: row.travelFrom,
    travel_until: row.travelUntil,
    tour_ids: row.tourIds,
    max_uses: row.maxUses,
    uses: row.uses,
    active: row.active,
    partner_id: row.partnerId,
    created_at: row.createdAt,
  };
}

/** The promo codes' queries, and nothing else (the rules: @mt/domain/promo-code). */
export function createPromoCodeRepository(db: BookingsDb) {
  return {
    list(): PromoCodeRow[] {
      return db.select().from(promoCodes).orderBy(asc(promoCodes.code)).all();
    },
    find(id: number): PromoCodeRow | undefined {
      return db.select().from(promoCodes).where(eq(promoCodes.id, id)).get();
    },
    findByCode(code: string): PromoCodeRow | undefined {
      return db.select().from(promoCodes).where(eq(promoCodes.code, code)).get();
    },
    insert(data: PromoCodeData): PromoCodeRow {
      return db.insert(promoCodes).values(columnsOf(data)).returning().get();
    },
    update(id: number, data: PromoCodeData): PromoCodeRow | undefined {
      return db
        .update(promoCodes)
        .set(columnsOf(data))
        .where(eq(promoCodes.id, id))
        .returning()
        .get();
    },
    /** Whether any booking ever used it: such a code is switched off, not deleted. */
    isUsed(id: number): boolean {
      return Boolean(
        db.get<{ used: number }>(
          sql`SELECT EXISTS (SELECT 1 FROM bookings WHERE promo_code_id = ${id}) AS used`,
        )?.used,
      );
    },
    delete(id: number): void {
      db.delete(promoCodes).where(eq(promoCodes.id, id)).run();
    },
    /**
     * Takes one use, in the booking's transaction: false when the last was taken meanwhile. The
     * condition is in the update, so the count never passes its maximum.
     */
    takeUse(id: number): boolean {
      const taken = db.run(
        sql`UPDATE promo_codes SET uses = uses + 1 WHERE id = ${id} AND (max_uses IS NULL OR uses < max_uses)`,
      );
      return taken.changes === 1;
    },
  };
}

export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>;
