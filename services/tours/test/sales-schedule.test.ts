import { openDatabase, databaseFile } from '@mt/service-kit/db';
import { createTempDataDir, migrationsUpTo } from '@mt/service-kit/testing';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openToursDatabase } from '../src/db/database';
import { tours } from '../src/db/schema';
import { aTour, startToursService, type ToursHarness } from './harness';

/**
 * A tour's start times and the cut-off of its sales (docs/decisions/076): none and none by
 * default, kept as set, refused past their bounds, and handed to the bookings service.
 */
let t: ToursHarness;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

const save = (payload: Record<string, unknown>, id?: number) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/tours/tours/${id}` : '/api/tours/tours',
    cookies: t.admin,
    payload: aTour(payload),
  });

const paths = (response: { json: () => { errors?: { path: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.path.split('.')[0]);

describe('a tour’s start times and sales cut-off', () => {
  it('has none unless set: one daily departure, on sale until it starts', async () => {
    const created = await save({});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ start_times: [], sales_cutoff: null });
  });

  it('keeps the times once each, in the day’s order, and either kind of cut-off', async () => {
    const created = await save({
      start_times: ['15:00', '10:00', '15:00'],
      sales_cutoff: { kind: 'hours_before', hours: 12 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      start_times: ['10:00', '15:00'],
      sales_cutoff: { kind: 'hours_before', hours: 12 },
    });
    const id = created.json().id as number;
    const changed = await save(
      { start_times: ['07:00'], sales_cutoff: { kind: 'day_before_at', time: '18:00' } },
      id,
    );
    expect(changed.json()).toMatchObject({
      start_times: ['07:00'],
      sales_cutoff: { kind: 'day_before_at', time: '18:00' },
    });
    const facts = await t.app.inject({
      method: 'GET',
      url: `/internal/tours/${id}/booking-facts`,
      headers: t.internal,
    });
    expect(facts.json()).toMatchObject({
      start_times: ['07:00'],
      sales_cutoff: { kind: 'day_before_at', time: '18:00' },
    });
    // Taken off again: as before start times existed.
    const cleared = await save({ start_times: [], sales_cutoff: null }, id);
    expect(cleared.json()).toMatchObject({ start_times: [], sales_cutoff: null });
  });

  it('refuses times that are not a time of day, more than 8 a day, and cut-offs past their bounds', async () => {
    const nine = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
    for (const start_times of [['7:00'], ['24:00'], ['10:60'], ['noon'], nine]) {
      const response = await save({ start_times });
      expect(response.statusCode, JSON.stringify(start_times)).toBe(400);
      expect(paths(response)).toEqual(['start_times']);
    }
    for (const sales_cutoff of [
      { kind: 'hours_before', hours: -1 },
      { kind: 'hours_before', hours: 169 },
      { kind: 'hours_before', hours: 1.5 },
      { kind: 'day_before_at', time: '25:00' },
      { kind: 'sometime' },
    ]) {
      const response = await save({ sales_cutoff });
      expect(response.statusCode, JSON.stringify(sales_cutoff)).toBe(400);
      expect(paths(response)).toEqual(['sales_cutoff']);
    }
  });
});

describe('the migration to start times (docs/decisions/076)', () => {
  let data: ReturnType<typeof createTempDataDir>;
  beforeEach(() => {
    data = createTempDataDir('mt-tours-schedule-');
  });
  afterEach(() => data.remove());

  it('leaves every existing tour with no start time and no cut-off, and the database refuses both kinds at once', () => {
    const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
    const older = openDatabase({
      file: databaseFile(data.dir, 'tours'),
      migrationsFolder: migrationsUpTo(migrations, data.dir, 8),
      schema: {},
    });
    older.sqlite.exec(`INSERT INTO tours (title, price_cents, duration, location, max_participants)
      VALUES ('Agafay Sunset', 6500, 'Half day', 'Agafay', 20);`);
    older.close();

    const current = openToursDatabase(data.dir);
    const [tour] = current.db.select().from(tours).all();
    expect(tour).toMatchObject({ startTimes: [], salesCutoffHours: null, salesCutoffTime: null });
    expect(() =>
      current.sqlite.exec(`UPDATE tours SET sales_cutoff_hours = 12, sales_cutoff_time = '18:00'`),
    ).toThrow(/CHECK/);
    expect(() => current.sqlite.exec(`UPDATE tours SET sales_cutoff_time = '6pm'`)).toThrow(
      /CHECK/,
    );
    current.close();
  });
});
