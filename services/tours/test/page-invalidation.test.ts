import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { PAGE_INVALIDATION_PATH } from '@mt/service-kit/page-invalidation';
import { createTestConfig } from '@mt/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

const TOKEN = createTestConfig('.').INTERNAL_TOKEN;

/**
 * A stand-in for apps/web's renderer: on each invalidation it does what the real one may do at
 * once, ask the tours service for the tour again, and notes the title it reads.
 */
let seen: { token: unknown; title: string }[] = [];
let toursUrl = '';
let tourId = 0;
const renderer: Server = createServer((request, response) => {
  request.resume();
  if (request.method !== 'POST' || request.url !== PAGE_INVALIDATION_PATH) {
    response.writeHead(404).end();
    return;
  }
  void fetch(`${toursUrl}/api/tours/tours/${tourId}`)
    .then((answer) => answer.json() as Promise<{ title: string }>)
    .then(({ title }) => {
      seen.push({ token: request.headers[INTERNAL_TOKEN_HEADER], title });
      response.writeHead(204).end();
    });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
});

let t: ToursHarness;
beforeEach(async () => {
  const { port } = renderer.address() as AddressInfo;
  t = await startToursService({ config: { WEB_RENDERER_URL: `http://127.0.0.1:${port}` } });
  toursUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour({ title: 'Before' }),
  });
  tourId = created.json().id;
  seen = [];
});
afterEach(() => t.close());

describe('the tours service and the rendered pages (docs/decisions/027)', () => {
  it('tells the renderer of a tour edit, which then reads the new title, before answering', async () => {
    // Read once, so the service's own JSON cache holds the old title.
    await t.app.inject({ url: `/api/tours/tours/${tourId}` });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${tourId}`,
      cookies: t.admin,
      payload: aTour({ title: 'After' }),
    });
    expect(put.statusCode).toBe(200);
    expect(seen).toEqual([{ token: TOKEN, title: 'After' }]);
  });

  it('tells it of a price tier too, and not of a refused write', async () => {
    const tier = await t.app.inject({
      method: 'POST',
      url: `/api/tours/tours/${tourId}/group-pricing`,
      cookies: t.admin,
      payload: { min_participants: 2, max_participants: 4, price_per_person: 60 },
    });
    expect(tier.statusCode).toBe(201);
    expect(seen).toHaveLength(1);

    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${tourId}`,
      payload: aTour({ title: 'Nobody' }),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('tells it of what the tour sells (docs/decisions/074), and not of a refused change', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: `/api/tours/tours/${tourId}/extras`,
      cookies: t.admin,
      payload: { name: 'Camel ride', price: 25, per: 'person' },
    });
    expect(extra.statusCode).toBe(201);
    expect(seen).toHaveLength(1);

    const selling = await t.app.inject({ url: `/api/tours/tours/${tourId}/selling` });
    const [adult] = selling.json().categories;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/categories/${adult.id}`,
      cookies: t.admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(seen).toHaveLength(1);
  });

  it("tells it of the operator's details, which every page shows, and not of a refused one", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tours/settings',
      cookies: t.admin,
      payload: { phone: '+212 612 345678' },
    });
    expect(saved.statusCode).toBe(200);
    expect(seen).toEqual([{ token: TOKEN, title: 'Before' }]);

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/tours/settings',
      cookies: t.admin,
      payload: { phone: 'call us' },
    });
    expect(refused.statusCode).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('tells it when a review is hidden or answered (docs/decisions/053), not when refused', async () => {
    const invitation = await t.inviteReview({ booking_id: 1, tour_id: tourId });
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tours/reviews/submit/${invitation.json().token}`,
      payload: { rating: 5, customer_name: 'Sophie' },
    });
    const id = submitted.json().id;
    seen = [];

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/reviews/${id}/visibility`,
      cookies: t.admin,
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/reviews/${id}/answer`,
      cookies: t.admin,
      payload: { answer: 'Thank you!' },
    });
    expect(answered.statusCode).toBe(200);
    expect(seen).toHaveLength(2);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/reviews/${id}/answer`,
      cookies: t.admin,
      payload: { answer: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(seen).toHaveLength(2);
  });
});
