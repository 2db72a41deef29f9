import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundPass } from '../background-pass';
import type { OutboxTable } from './columns';
import { retryDelayMs, triesAgain, type RetrySchedule } from './retry-delay';

/**
 * Thrown by `deliver` when the receiver understood the row and refused it: trying the same row
 * again cannot help, so it is marked failed at once, with nothing scheduled.
 */
export class DeliveryRefused extends Error {
  override name = 'DeliveryRefused';
}

export interface OutboxOptions<T extends OutboxTable> {
  /** For logs: which outbox speaks. */
  name: string;
  // The mechanism only touches the outbox columns, so any service's schema will do.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: BetterSQLite3Database<any>;
  table: T;
  /**
   * Delivers one row. Resolves when the receiver has it, optionally with more columns to record
   * beside `sent`; throws to try again later, or throws DeliveryRefused to give up at once.
   */
  deliver(row: T['$inferSelect']): Promise<Partial<T['$inferInsert']> | void>;
  retry: RetrySchedule;
  /**
   * How long a pass holds a row it is delivering. Longer than one delivery can take (its
   * time-outs), so no other pass sends it meanwhile; short, because after a crash the row waits
   * this long before another pass takes it.
   */
  leaseMs: number;
  /**
   * After a failed attempt, try no other row until that one's retry is due: for a single receiver
   * that is down as a whole, so the rows keep their order and the receiver is not hammered.
   */
  pauseAfterFailure?: boolean;
  /** Rows read at a time. */
  batchSize?: number;
  /** How often due rows are looked for, besides `kick`. */
  pollMs?: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Longest error text kept on a row. */
const ERROR_LENGTH = 1000;

/**
 * One outbox mechanism for every service that sends (docs/decisions/035-shared-outbox.md). The
 * table is the queue: `enqueue` writes a row inside the caller's transaction, and a background
 * pass delivers due rows one by one. Each row is claimed with a lease before delivery, so two
 * passes (two processes on one file) never send it twice at once, and its outcome is written only
 * while that lease is still the pass's own. A failure schedules the next attempt in the row, so
 * the schedule survives a restart; delivery is at least once, and receivers dedupe by the key.
 */
export function createOutbox<T extends OutboxTable>(options: OutboxOptions<T>) {
  type Row = T['$inferSelect'];
  type Values = T['$inferInsert'];
  const { db, table, log, name } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  let pausedUntil = 0;

  // drizzle's types cannot see the outbox columns through the generic table; the statements below
  // use only those columns, which OutboxTable guarantees.
  const t = table as OutboxTable;
  const ph = (key: string) => sql.placeholder(key);
  // Placeholders in `set` are taken only wrapped in SQL.
  const param = (key: string): SQL => sql`${sql.placeholder(key)}`;
  const notLeased = or(isNull(t.leasedUntil), lte(t.leasedUntil, ph('now')));
  const due = and(isNotNull(t.nextAttemptAt), lte(t.nextAttemptAt, ph('now')));

  // Prepared once: a busy service runs them for every row (docs/decisions/018-request-cost.md).
  const dueRows = db
    .select({ id: t.id })
    .from(t)
    .where(and(due, notLeased))
    .orderBy(asc(t.id))
    .limit(batchSize)
    .prepare();
  // The claim re-checks everything in one statement: a row another pass took, delivered or
  // rescheduled since it was read is not claimed.
  const claim = db
    .update(t)
    .set({ leasedUntil: param('lease') } as never)
    .where(and(eq(t.id, ph('id')), due, notLeased))
    .returning()
    .prepare();
  const ours = and(eq(t.id, ph('id')), eq(t.leasedUntil, ph('lease')));
  const recordSent = db
    .update(t)
    .set({
      status: 'sent',
      attempts: param('attempts'),
      sentAt: param('at'),
      nextAttemptAt: null,
      leasedUntil: null,
      lastError: null,
    } as never)
    .where(ours)
    .prepare();
  const recordFailure = db
    .update(t)
    .set({
      status: 'failed',
      attempts: param('attempts'),
      nextAttemptAt: param('next'),
      leasedUntil: null,
      lastError: param('error'),
    } as never)
    .where(ours)
    .prepare();
  const byKey = db
    .select()
    .from(t)
    .where(eq(t.idempotencyKey, ph('key')))
    .prepare();
  const owed = db.select({ n: count() }).from(t).where(isNotNull(t.nextAttemptAt)).prepare();
  const releaseLeases = db
    .update(t)
    .set({ leasedUntil: null } as never)
    .where(isNotNull(t.leasedUntil))
    .prepare();
  const reset = db
    .update(t)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: param('now'),
      leasedUntil: null,
    } as never)
    .where(and(eq(t.id, ph('id')), eq(t.status, 'failed')))
    .returning()
    .prepare();
  // One insert per set of columns a caller fills: in practice one or two per service.
  const inserts = new Map<string, { get(values: Record<string, unknown>): unknown }>();

  function insertFor(keys: string[]) {
    const shape = keys.join();
    let statement = inserts.get(shape);
    if (!statement) {
      statement = db
        .insert(t)
        .values(Object.fromEntries(keys.map((key) => [key, ph(key)])) as never)
        .onConflictDoNothing({ target: t.idempotencyKey })
        .returning()
        .prepare();
      inserts.set(shape, statement);
    }
    return statement;
  }

  /** Delivers one claimed row; false when it failed. */
  async function attempt(row: Row & { id: number; attempts: number }, lease: string) {
    const attempts = row.attempts + 1;
    let extra: Partial<Values> | void;
    try {
      extra = await options.deliver(row);
    } catch (error) {
      const refused = error instanceof DeliveryRefused;
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_LENGTH,
      );
      const again = !refused && triesAgain(options.retry, attempts);
      const retryAt = again
        ? new Date(now().getTime() + retryDelayMs(options.retry, attempts))
        : null;
      recordFailure.run({
        id: row.id,
        lease,
        attempts,
        next: retryAt?.toISOString() ?? null,
        error: reason,
      });
      if (retryAt && options.pauseAfterFailure) pausedUntil = retryAt.getTime();
      const facts = { outbox: name, rowId: row.id, attempts, retryAt, err: reason };
      if (refused) log.error(facts, 'delivery refused; not tried again');
      else if (retryAt) log.warn(facts, 'delivery failed; kept for later');
      else log.error(facts, 'delivery failed; no attempt left');
      return false;
    }
    const sent = { id: row.id, lease, attempts, at: now().toISOString() };
    const written = recordSent.run(sent);
    if (written.changes === 0) {
      log.warn(
        { outbox: name, rowId: row.id },
        'lease ran out during delivery; row left as it was',
      );
    } else if (extra && Object.keys(extra).length > 0) {
      db.update(t)
        .set(extra as never)
        .where(eq(t.id, row.id))
        .run();
    }
    log.debug({ outbox: name, rowId: row.id, attempts }, 'delivered');
    return true;
  }

  /** Delivers one batch of due rows; true when it was full and more may be due. */
  async function deliverDue(): Promise<boolean> {
    if (now().getTime() < pausedUntil) return false;
    const ids = dueRows.all({ now: now().toISOString() }) as { id: number }[];
    for (const { id } of ids) {
      const at = now();
      const lease = new Date(at.getTime() + options.leaseMs).toISOString();
      const row = claim.get({ id, now: at.toISOString(), lease }) as
        (Row & { id: number; attempts: number }) | undefined;
      if (!row) continue; // another pass has it, or it is no longer due
      if (!(await attempt(row, lease)) && options.pauseAfterFailure) return false;
    }
    return ids.length === batchSize;
  }

  const pass = createBackgroundPass(deliverDue, {
    pollMs: options.pollMs ?? 5000,
    log,
    name,
  });

  return {
    /**
     * Writes one row, due now. Call it inside the caller's transaction, and `kick` (or
     * `kickSoon`) once that commits. A key already used answers the row it made: `created` false.
     */
    enqueue(values: Values): { row: Row; created: boolean } {
      const filled = Object.fromEntries(
        Object.entries({
          idempotencyKey: `${name}-${randomUUID()}`,
          nextAttemptAt: now().toISOString(),
          ...values,
        } as Record<string, unknown>).filter(([, value]) => value !== undefined),
      );
      const inserted = insertFor(Object.keys(filled)).get(filled) as Row | undefined;
      if (inserted) return { row: inserted, created: true };
      const existing = byKey.get({ key: filled.idempotencyKey }) as Row | undefined;
      if (!existing) throw new Error(`${name}: insert skipped, yet no row holds its key`);
      return { row: existing, created: false };
    },

    findByIdempotencyKey: (key: string) => byKey.get({ key }) as Row | undefined,

    /** A failed row (retrying or given up) gets a fresh set of attempts, starting now. */
    retry(id: number): Row | undefined {
      const row = reset.get({ id, now: now().toISOString() }) as Row | undefined;
      if (row) void pass.kick();
      return row;
    },

    /** Rows still owed: not yet sent, and not given up. */
    owedCount: () => (owed.get({}) as { n: number } | undefined)?.n ?? 0,

    kick: pass.kick,
    kickSoon: pass.kickSoon,
    /**
     * Starts the pass. A service is the one process on its database (docs/architecture.md), so a
     * lease found now was taken before a crash by the process this one replaces: released, its row
     * goes out at once rather than after the lease (docs/decisions/035-shared-outbox.md).
     */
    start(): void {
      const released = releaseLeases.run() as { changes?: number };
      if (released.changes) {
        log.info({ outbox: name, rows: released.changes }, 'rows held before a restart released');
      }
      pausedUntil = 0;
      pass.start();
    },
    /** Stops polling and lets a delivery in progress finish: nothing is cut off mid-send. */
    stop: pass.stop,
  };
}

export type Outbox<T extends OutboxTable> = ReturnType<typeof createOutbox<T>>;
