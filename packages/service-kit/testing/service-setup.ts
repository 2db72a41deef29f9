import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceConfig } from '../src/service-config';

// Test support only (`@mt/service-kit/testing`): outside src/, and no production file may import
// it (eslint.config.js).

/** A fresh temporary DATA_DIR for one test file; `remove` deletes it afterwards. */
export function createTempDataDir(prefix = 'mt-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of a service's migrations folder (drizzle's `.sql` files and journal) holding only its
 * first `count` migrations, in `into`: the database as an earlier release left it, for testing
 * that the next migrations keep its rows (docs/decisions/003-migrations.md).
 */
export function migrationsUpTo(migrationsFolder: string, into: string, count: number): string {
  const folder = path.join(into, `migrations-up-to-${count}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journalFile = path.join(migrationsFolder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  for (const { tag } of journal.entries) {
    cpSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

/**
 * The address of a peer that is down. Port 9 (discard) is closed on any machine that runs these
 * tests; a port merely free now could be handed to another test a moment later, and answer.
 */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** A service configuration for tests: silent logs, a fixed token, the given DATA_DIR. */
export function createTestConfig(
  dataDir: string,
  overrides: Partial<ServiceConfig> = {},
): ServiceConfig {
  return {
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: undefined,
    INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
    TRUST_PROXY: 'loopback',
    IDENTITY_URL: UNREACHABLE_URL,
    ...overrides,
  };
}

/** A loopback port nothing listens on yet: for a peer started later, on a known port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
