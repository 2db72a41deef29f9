import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { createTempDataDir } from '../testing/service-setup';

const migrationsFolder = fileURLToPath(new URL('../testing/fixtures/migrations', import.meta.url));
const fixture = (name: string) =>
  fileURLToPath(new URL(`../testing/fixtures/${name}`, import.meta.url));
let data: ReturnType<typeof createTempDataDir>;

beforeEach(() => {
  data = createTempDataDir('mt-db-');
});
afterEach(() => data.remove());

describe('openDatabase', () => {
  it('creates the folder, applies migrations, and sets WAL, foreign keys and a busy timeout', () => {
    const file = path.join(data.dir, 'nested/tours.sqlite');
    const database = openDatabase({ file, migrationsFolder, schema: {} });
    try {
      expect(database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(database.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      const tables = database.sqlite
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('regions', 'places')",
        )
        .all();
      expect(tables).toHaveLength(2);
      // Foreign keys are enforced, not merely declared.
      expect(() =>
        database.sqlite.prepare('INSERT INTO places (id, region_id) VALUES (1, 99)').run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      database.close();
    }
  });

  it('applies each migration once, keeping data across restarts', () => {
    const file = path.join(data.dir, 'tours.sqlite');
    const first = openDatabase({ file, migrationsFolder, schema: {} });
    first.sqlite.prepare("INSERT INTO regions (id, name) VALUES (1, 'Atlas')").run();
    first.close();
    const second = openDatabase({ file, migrationsFolder, schema: {} });
    try {
      expect(second.sqlite.prepare('SELECT name FROM regions').all()).toEqual([{ name: 'Atlas' }]);
      expect(second.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual(
        { n: 1 },
      );
    } finally {
      second.close();
    }
  });

  it('rebuilds a table others refer to, keeping its rows and the references enforced (docs/decisions/077)', () => {
    const file = path.join(data.dir, 'rebuilt.sqlite');
    const database = openDatabase({
      file,
      migrationsFolder: fixture('migrations-rebuild'),
      schema: {},
    });
    try {
      expect(database.sqlite.prepare('SELECT id, name, name_fr FROM regions').all()).toEqual([
        { id: 1, name: 'Atlas', name_fr: null },
      ]);
      expect(database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(() =>
        database.sqlite.prepare('INSERT INTO places (id, region_id) VALUES (2, 99)').run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      database.close();
    }
  });

  it('refuses to open a database a migration left with broken references', () => {
    const file = path.join(data.dir, 'orphan.sqlite');
    expect(() =>
      openDatabase({ file, migrationsFolder: fixture('migrations-orphan'), schema: {} }),
    ).toThrow('A migration left 1 rows of places without their regions');
  });
});
