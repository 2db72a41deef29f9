import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

/** A tour's deposit (docs/decisions/054): a whole percentage from 0 to 100, 0 by default. */
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

describe('the deposit of a tour', () => {
  it('is 0 unless set, and is kept and changed as set', async () => {
    const created = await save({});
    expect(created.statusCode).toBe(201);
    expect(created.json().deposit_percent).toBe(0);
    const changed = await save({ deposit_percent: 30 }, created.json().id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().deposit_percent).toBe(30);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tours/tours/${created.json().id}`,
    });
    expect(read.json().deposit_percent).toBe(30);
  });

  it('refuses what is not a whole percentage from 0 to 100 (400 on the field)', async () => {
    for (const bad of [-1, 101, 12.5, '30', null]) {
      const response = await save({ deposit_percent: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
        'deposit_percent',
      ]);
    }
    expect((await save({ deposit_percent: 100 })).statusCode).toBe(201);
  });

  it('answers 401 to a change without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      payload: aTour({ deposit_percent: 30 }),
    });
    expect(response.statusCode).toBe(401);
  });
});
