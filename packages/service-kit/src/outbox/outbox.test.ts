import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTempDataDir } from '../../testing/service-setup';
import { outboxColumns, outboxDueIndex } from './columns';
import { createOutbox, DeliveryRefused, type OutboxOptions } from './outbox';
import { retryDelayMs } from './retry-delay';

const parcels = sqliteTable(
  'parcels',
  { ...outboxColumns(), address: text('address').notNull(), carrier: text('carrier') },
  (table) => [outboxDueIndex('parcels_due_idx', table)],
);

// The table as a migration would make it from the columns above.
const CREATE = `
  CREATE TABLE parcels (
    id integer PRIMARY KEY AUTOINCREMENT NOT NULL,
    status text DEFAULT 'pending' NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at text,
    leased_until text,
    last_error text,
    idempotency_key text UNIQUE,
    created_at text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    sent_at text,
    address text NOT NULL,
    carrier text
  );
  CREATE INDEX parcels_due_idx ON parcels (next_attempt_at) WHERE next_attempt_at IS NOT NULL;`;

const log = pino({ level: 'silent' });
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A real SQLite file, opened like a service opens its own (WAL, busy timeout). */
function openFile(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  cleanups.push(() => sqlite.close());
  return { sqlite, db: drizzle(sqlite) };
}

function newFile() {
  const data = createTempDataDir('mt-outbox-');
  cleanups.push(data.remove);
  const file = path.join(data.dir, 'parcels.sqlite');
  openFile(file).sqlite.exec(CREATE);
  return file;
}

/** A clock the test moves by hand. */
function manualClock(start = '2026-03-01T10:00:00.000Z') {
  let ms = Date.parse(start);
  return { now: () => new Date(ms), advance: (by: number) => (ms += by) };
}

type Options = OutboxOptions<typeof parcels>;

function outboxOn(file: string, options: Partial<Options> & Pick<Options, 'deliver'>) {
  const { db } = openFile(file);
  const outbox = createOutbox({
    name: 'parcels',
    db,
    table: parcels,
    retry: { baseMs: 1000 },
    leaseMs: 60_000,
    pollMs: 60_000,
    log,
    ...options,
  });
  cleanups.push(() => void outbox.stop());
  return { db, outbox, rows: () => db.select().from(parcels).orderBy(parcels.id).all() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shared outbox', () => {
  it('delivers each due row once and records it sent, with the columns deliver adds', async () => {
    const delivered: string[] = [];
    const { outbox, rows } = outboxOn(newFile(), {
      deliver: async (row) => {
        delivered.push(row.address);
        return { carrier: 'post' };
      },
    });
    outbox.enqueue({ address: 'Rue Riad Zitoun 12' });
    outbox.enqueue({ address: 'Derb Dabachi 4' });
    await outbox.kick();
    await outbox.kick();
    expect(delivered).toEqual(['Rue Riad Zitoun 12', 'Derb Dabachi 4']);
    expect(rows().map((row) => [row.status, row.attempts, row.carrier, row.nextAttemptAt])).toEqual(
      [
        ['sent', 1, 'post', null],
        ['sent', 1, 'post', null],
      ],
    );
    expect(rows().every((row) => row.sentAt && row.leasedUntil === null)).toBe(true);
    expect(outbox.owedCount()).toBe(0);
  });

  it('writes nothing when the caller’s transaction rolls back', () => {
    const { db, outbox, rows } = outboxOn(newFile(), { deliver: async () => undefined });
    expect(() =>
      db.transaction(() => {
        outbox.enqueue({ address: 'Kasbah 1' });
        throw new Error('the booking failed');
      }),
    ).toThrow('the booking failed');
    expect(rows()).toEqual([]);
  });

  it('answers the first row for a key used twice, and sends it once', async () => {
    let sends = 0;
    const { outbox, rows } = outboxOn(newFile(), {
      deliver: async () => {
        sends += 1;
      },
    });
    const first = outbox.enqueue({ address: 'Mellah 3', idempotencyKey: 'booking-7-received' });
    const second = outbox.enqueue({ address: 'Mellah 3', idempotencyKey: 'booking-7-received' });
    expect([first.created, second.created]).toEqual([true, false]);
    expect(second.row.id).toBe(first.row.id);
    // Rows without a key of their own get one, made once.
    const keyless = outbox.enqueue({ address: 'Gueliz 9' });
    expect(keyless.row.idempotencyKey).toMatch(/^parcels-[0-9a-f-]{36}$/);
    await outbox.kick();
    expect(sends).toBe(2);
    expect(rows()).toHaveLength(2);
  });

  it('retries on the doubling schedule, capped, and keeps it in the row', async () => {
    const clock = manualClock();
    const { outbox, rows } = outboxOn(newFile(), {
      now: clock.now,
      retry: { baseMs: 1000, maxMs: 5000 },
      deliver: async () => {
        throw new Error('421 try later');
      },
    });
    outbox.enqueue({ address: 'Hivernage 2' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await outbox.kick();
      const row = rows()[0]!;
      expect([row.status, row.attempts, row.lastError]).toEqual([
        'failed',
        attempt,
        '421 try later',
      ]);
      const wait = Date.parse(row.nextAttemptAt!) - clock.now().getTime();
      waits.push(wait);
      // Not due a millisecond early.
      clock.advance(wait - 1);
      await outbox.kick();
      expect(rows()[0]!.attempts).toBe(attempt);
      clock.advance(1);
    }
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(outbox.owedCount()).toBe(1);
    expect([1, 2, 3].map((n) => retryDelayMs({ baseMs: 30_000 }, n))).toEqual([
      30_000, 60_000, 120_000,
    ]);
  });

  it('gives up after the last attempt, and starts afresh on retry', async () => {
    const clock = manualClock();
    let refuse = true;
    const { outbox, rows } = outboxOn(newFile(), {
      now: clock.now,
      retry: { baseMs: 10, maxAttempts: 3 },
      deliver: async () => {
        if (refuse) throw new Error('550 mailbox unavailable');
      },
    });
    const { row } = outbox.enqueue({ address: 'Agdal 5' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await outbox.kick();
      clock.advance(1000);
    }
    expect(rows()[0]).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(outbox.owedCount()).toBe(0);

    refuse = false;
    expect(outbox.retry(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
    await outbox.kick();
    expect(rows()[0]).toMatchObject({ status: 'sent', attempts: 1 });
    // Only a failed row can be retried.
    expect(outbox.retry(row.id)).toBeUndefined();
  });

  it('marks a refused row failed at once, with nothing scheduled', async () => {
    const { outbox, rows } = outboxOn(newFile(), {
      deliver: async () => {
        throw new DeliveryRefused('answered 400');
      },
    });
    outbox.enqueue({ address: 'Targa 8' });
    await outbox.kick();
    expect(rows()[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'answered 400',
    });
  });

  it('after a failure, pauses every row when asked to, so they keep their order', async () => {
    const clock = manualClock();
    const tried: string[] = [];
    let down = true;
    const { outbox } = outboxOn(newFile(), {
      now: clock.now,
      pauseAfterFailure: true,
      retry: { baseMs: 5000 },
      deliver: async (row) => {
        tried.push(row.address);
        if (down) throw new Error('ECONNREFUSED');
      },
    });
    outbox.enqueue({ address: 'first' });
    outbox.enqueue({ address: 'second' });
    await outbox.kick();
    clock.advance(4000);
    await outbox.kick();
    expect(tried).toEqual(['first']);
    down = false;
    clock.advance(1000);
    await outbox.kick();
    expect(tried).toEqual(['first', 'first', 'second']);
  });

  it('never lets two passes on one file send the same row, even when both run at once', async () => {
    const file = newFile();
    const sends = new Map<number, number>();
    const slowDelivery = async (row: { id: number }) => {
      await pause(5);
      sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
    };
    // Two connections to one file, as two processes would have.
    const a = outboxOn(file, { deliver: slowDelivery, batchSize: 50 });
    const b = outboxOn(file, { deliver: slowDelivery, batchSize: 50 });
    for (let n = 0; n < 30; n += 1) a.outbox.enqueue({ address: `house ${n}` });
    await Promise.all([a.outbox.kick(), b.outbox.kick()]);
    expect(sends.size).toBe(30);
    expect([...sends.values()].every((times) => times === 1)).toBe(true);
    expect(a.rows().every((row) => row.status === 'sent')).toBe(true);
  });

  it('leaves a row held by a pass that died until its lease runs out, then sends it', async () => {
    const file = newFile();
    const clock = manualClock();
    const sent: number[] = [];
    const { outbox, db } = outboxOn(file, {
      now: clock.now,
      leaseMs: 30_000,
      deliver: async (row) => {
        sent.push(row.id);
      },
    });
    const { row } = outbox.enqueue({ address: 'Bab Doukkala 1' });
    // A pass elsewhere claimed it and was killed mid-delivery.
    db.update(parcels)
      .set({ leasedUntil: new Date(clock.now().getTime() + 30_000).toISOString() })
      .run();
    await outbox.kick();
    expect(sent).toEqual([]);
    clock.advance(30_000);
    await outbox.kick();
    expect(sent).toEqual([row.id]);
  });

  it('on start, takes back the rows its crashed predecessor held, and sends them at once', async () => {
    const file = newFile();
    const sent: number[] = [];
    const { outbox, db, rows } = outboxOn(file, {
      deliver: async (row) => {
        sent.push(row.id);
      },
    });
    const { row } = outbox.enqueue({ address: 'Derb Dabachi 3' });
    // The process this one replaces claimed it for a minute and was killed mid-delivery.
    db.update(parcels)
      .set({ leasedUntil: new Date(Date.now() + 60_000).toISOString() })
      .run();
    await outbox.kick();
    expect(sent).toEqual([]);
    outbox.start();
    await vi.waitFor(() => expect(sent).toEqual([row.id]));
    expect(rows()[0]).toMatchObject({ status: 'sent', leasedUntil: null });
  });

  it('does not overwrite a row whose lease another pass took over during a slow delivery', async () => {
    const file = newFile();
    const clock = manualClock();
    let release = () => {};
    const { outbox, db, rows } = outboxOn(file, {
      now: clock.now,
      leaseMs: 1000,
      deliver: () => new Promise<void>((resolve) => (release = resolve)),
    });
    outbox.enqueue({ address: 'Sidi Ghanem 7' });
    const running = outbox.kick();
    await pause(10);
    // Meanwhile the lease ran out and another pass claimed the row.
    clock.advance(2000);
    const otherLease = new Date(clock.now().getTime() + 1000).toISOString();
    db.update(parcels).set({ leasedUntil: otherLease }).run();
    release();
    await running;
    expect(rows()[0]).toMatchObject({ status: 'pending', leasedUntil: otherLease, attempts: 0 });
  });
});
