import type { Partner, PartnerData } from '@mt/contracts/partners';
import { SEAT_HOLDING_STATUSES } from '@mt/domain/booking-status';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings, partners } from '../db/schema';

export type PartnerRow = typeof partners.$inferSelect;

const columnsOf = (data: PartnerData) => ({
  name: data.name,
  email: data.email,
  commissionBasisPoints: data.commission_basis_points,
  active: data.active,
});

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    commission_basis_points: row.commissionBasisPoints,
    active: row.active,
    created_at: row.createdAt,
  };
}

/** The partners' queries, and nothing else (the commission: @mt/domain/partner-commission). */
export function createPartnerRepository(db: BookingsDb) {
  return {
    list(): PartnerRow[] {
      return db.select().from(partners).orderBy(asc(partners.name)).all();
    },
    find(id: number): PartnerRow | undefined {
      return db.select().from(partners).where(eq(partners.id, id)).get();
    },
    insert(data: PartnerData): PartnerRow {
      return db.insert(partners).values(columnsOf(data)).returning().get();
    },
    update(id: number, data: PartnerData): PartnerRow | undefined {
      return db.update(partners).set(columnsOf(data)).where(eq(partners.id, id)).returning().get();
    },
    /**
     * A partner's bookings whose trips start from `from` to `to`, those that hold seats (a
     * cancelled booking earns nothing), by start date: their monthly statement.
     */
    bookingsStartingBetween(partnerId: number, from: string, to: string) {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.partnerId, partnerId),
            between(bookings.startDate, from, to),
            inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
          ),
        )
        .orderBy(asc(bookings.startDate), asc(bookings.id))
        .all();
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
