import { fileURLToPath } from 'node:url';
import { databaseFile, openDatabase } from '@mt/service-kit/db';
import { createTempDataDir, migrationsUpTo as olderMigrations } from '@mt/service-kit/testing';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openToursDatabase } from './database';
import { priceCategories, tourOptions } from './schema';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
let data: ReturnType<typeof createTempDataDir>;
beforeEach(() => {
  data = createTempDataDir('mt-tours-migrate-');
});
afterEach(() => data.remove());

/** The migrations folder as it stood before price categories and options: the first `count`. */
const migrationsUpTo = (count: number) => olderMigrations(MIGRATIONS, data.dir, count);

describe('the migration to price categories, options and extras (docs/decisions/074)', () => {
  it('gives every existing tour its Adult at the tour’s price and one shared option', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'tours'),
      migrationsFolder: migrationsUpTo(7),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO tours (title, price_cents, duration, location, max_participants) VALUES
        ('Merzouga Desert Tour', 24900, '3 days / 2 nights', 'Merzouga', 12),
        ('Agafay Sunset', 6500, 'Half day', 'Agafay', 20);
      INSERT INTO group_pricing_tiers (tour_id, min_participants, max_participants,
        price_per_person_cents) VALUES (1, 4, 12, 23900);`);
    older.close();

    const current = openToursDatabase(data.dir);
    const categories = current.db
      .select()
      .from(priceCategories)
      .orderBy(asc(priceCategories.tourId))
      .all();
    const options = current.db.select().from(tourOptions).orderBy(asc(tourOptions.tourId)).all();
    current.close();

    expect(categories).toEqual(
      [1, 2].map((tourId) => ({
        id: expect.any(Number),
        tourId,
        name: 'Adult',
        nameFr: 'Adulte',
        minAge: null,
        maxAge: null,
        // The tour's own price_cents, which the specification's `price` keeps editing.
        priceCents: null,
        takesSeat: true,
        countsForTiers: true,
        pricedByTiers: true,
        displayOrder: 0,
        isDefault: true,
      })),
    );
    expect(options).toEqual(
      [1, 2].map((tourId) => ({
        id: expect.any(Number),
        tourId,
        kind: 'shared',
        name: 'Shared group',
        nameFr: 'Groupe partagé',
        pricing: 'per_person',
        groupPriceCents: null,
        maxPeople: null,
        minimumPeople: 1,
        displayOrder: 0,
      })),
    );
  });

  it('refuses the rows no request may write: a second default, a price missing or on it, an age of 121', () => {
    const current = openToursDatabase(data.dir);
    current.sqlite.exec(
      `INSERT INTO tours (title, price_cents, duration, location, max_participants)
         VALUES ('Toubkal', 15900, '2 days', 'Imlil', 8);
       INSERT INTO price_categories (tour_id, name, is_default) VALUES (1, 'Adult', 1);`,
    );
    const refused = [
      `INSERT INTO price_categories (tour_id, name, is_default) VALUES (1, 'Grown-up', 1)`,
      `INSERT INTO price_categories (tour_id, name, price_cents, is_default) VALUES (1, 'A', 100, 1)`,
      `INSERT INTO price_categories (tour_id, name, price_cents, max_age) VALUES (1, 'Old', 100, 121)`,
      `INSERT INTO price_categories (tour_id, name) VALUES (1, 'No price')`,
      `INSERT INTO tour_options (tour_id, kind, name, pricing, group_price_cents, max_people)
         VALUES (1, 'shared', 'Bus', 'per_group', 100, 4)`,
      `INSERT INTO tour_options (tour_id, kind, name, pricing, max_people)
         VALUES (1, 'private', 'Jeep', 'per_group', 4)`,
      `INSERT INTO tour_options (tour_id, kind, name, pricing, minimum_people)
         VALUES (1, 'private', 'Guide', 'per_person', 51)`,
      `INSERT INTO tour_extras (tour_id, name, price_cents, per) VALUES (1, 'Quad', -1, 'person')`,
      `INSERT INTO tour_extras (tour_id, name, price_cents, per) VALUES (1, 'Quad', 100, 'night')`,
    ];
    const written = refused.filter((statement) => {
      try {
        current.sqlite.exec(statement);
        return true;
      } catch (error) {
        // Refused by a check or the one-default index, not by a mistake in the statement.
        expect((error as Error).message).toMatch(/^(CHECK|UNIQUE) constraint failed/);
        return false;
      }
    });
    current.close();
    expect(written).toEqual([]);
  });
});
