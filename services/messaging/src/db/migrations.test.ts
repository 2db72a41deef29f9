import { fileURLToPath } from 'node:url';
import { databaseFile, openDatabase } from '@mt/service-kit/db';
import { createTempDataDir, migrationsUpTo as olderMigrations } from '@mt/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openMessagingDatabase } from './database';
import { messages } from './schema';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const data = createTempDataDir('mt-messaging-migrate-');
afterEach(() => data.remove());

/** The migrations folder as it stood before the shared outbox: the first `count` only. */
const migrationsUpTo = (count: number) => olderMigrations(MIGRATIONS, data.dir, count);

describe('the shared-outbox migration of messages', () => {
  it('keeps the e-mail log as it was, with no message leased', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'messaging'),
      migrationsFolder: migrationsUpTo(1),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO messages (template, language, recipient, subject, body_text, body_html, status,
        attempts, next_attempt_at, last_error, transport, idempotency_key, sent_at) VALUES
        ('contact_ack', 'fr', 'visitor@example.fr', 'Merci', 't', '<p>t</p>', 'sent', 1, NULL,
          NULL, 'smtp', NULL, '2026-10-01T10:00:01.000Z'),
        ('booking_new', 'en', 'operator@atlas-tours.ma', 'New', 't', '<p>t</p>', 'failed', 2,
          '2026-10-01T10:01:00.000Z', '421 busy', NULL, 'booking-mail-1', NULL),
        ('review_request', 'en', 'hannah@example.de', 'Review', 't', '<p>t</p>', 'failed', 6,
          NULL, '550 no such user', NULL, 'booking-mail-2', NULL);`);
    older.close();

    const current = openMessagingDatabase(data.dir);
    const rows = current.db.select().from(messages).orderBy(messages.id).all();
    current.close();
    expect(
      rows.map((row) => [
        row.status,
        row.attempts,
        row.nextAttemptAt,
        row.lastError,
        row.transport,
        row.idempotencyKey,
        row.leasedUntil,
      ]),
    ).toEqual([
      ['sent', 1, null, null, 'smtp', null, null],
      ['failed', 2, '2026-10-01T10:01:00.000Z', '421 busy', null, 'booking-mail-1', null],
      ['failed', 6, null, '550 no such user', null, 'booking-mail-2', null],
    ]);
  });
});
