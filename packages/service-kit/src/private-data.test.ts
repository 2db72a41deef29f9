import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { makeDataPrivate } from './private-data';
import { createTempDataDir } from '../testing/service-setup';

const migrationsFolder = fileURLToPath(new URL('../testing/fixtures/migrations', import.meta.url));
let root: ReturnType<typeof createTempDataDir>;
let mask: number;

beforeEach(() => {
  root = createTempDataDir('mt-private-');
  mask = process.umask(0o022); // as a shell gives it, and as older versions wrote with
});
afterEach(() => {
  process.umask(mask);
  root.remove();
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** A DATA_DIR as an older version left it: open folders, files readable by every user. */
function oldDataDir(): string {
  const dir = path.join(root.dir, 'data');
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  mkdirSync(path.join(dir, 'outbox'));
  const database = new Database(path.join(dir, 'tours.sqlite'));
  database.pragma('journal_mode = WAL');
  database.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
  database.close();
  writeFileSync(path.join(dir, 'secrets.json'), '{}');
  writeFileSync(path.join(dir, 'outbox/old.eml'), 'Subject: hello');
  writeFileSync(path.join(dir, 'notes.txt'), 'the operator’s own file');
  for (const folder of ['', 'media', 'outbox']) chmodSync(path.join(dir, folder), 0o755);
  for (const file of ['tours.sqlite', 'secrets.json', 'notes.txt']) {
    chmodSync(path.join(dir, file), 0o644);
  }
  return dir;
}

describe('makeDataPrivate', () => {
  it('closes a DATA_DIR an older version left open, and the site’s own files in it', () => {
    const dir = oldDataDir();
    makeDataPrivate(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'media'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'outbox'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'tours.sqlite'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'secrets.json'))).toBe(0o600);
    // Not the site's: left as it is, behind the closed folder.
    expect(modeOf(path.join(dir, 'notes.txt'))).toBe(0o644);
  });

  it('makes what the process writes next private, SQLite’s -wal and -shm included', () => {
    const dir = oldDataDir();
    makeDataPrivate(dir);
    const database = openDatabase({
      file: path.join(dir, 'tours.sqlite'), // opened again: its -wal and -shm are new
      migrationsFolder,
      schema: {},
    });
    const fresh = openDatabase({
      file: path.join(dir, 'media.sqlite'),
      migrationsFolder,
      schema: {},
    });
    try {
      database.sqlite.prepare('INSERT INTO t VALUES (2)').run();
      fresh.sqlite.prepare("INSERT INTO regions (id, name) VALUES (1, 'Atlas')").run();
      for (const name of ['tours', 'media']) {
        for (const suffix of ['', '-wal', '-shm']) {
          expect(modeOf(path.join(dir, `${name}.sqlite${suffix}`)), `${name}${suffix}`).toBe(0o600);
        }
      }
      writeFileSync(path.join(dir, 'outbox/new.eml'), 'Subject: booking received');
      mkdirSync(path.join(dir, 'media/variants'));
      expect(modeOf(path.join(dir, 'outbox/new.eml'))).toBe(0o600);
      expect(modeOf(path.join(dir, 'media/variants'))).toBe(0o700);
    } finally {
      database.close();
      fresh.close();
    }
  });

  it('creates a missing DATA_DIR and SECRETS_DIR private', () => {
    const dataDir = path.join(root.dir, 'new/data');
    const secretsDir = path.join(root.dir, 'shared/secrets');
    makeDataPrivate(dataDir, secretsDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(secretsDir)).toBe(0o700);
  });
});
