import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService } from './create-service';
import { createTestConfig } from '../testing/service-setup';

const app = createService('tours', createTestConfig('/nonexistent'), {
  verifySession: async () => null,
});
app.get('/things/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => ({}));
app.delete('/things/:id', { onRequest: app.requireAdmin }, async () => ({}));

beforeAll(() => app.ready());
afterAll(() => app.close());

// Found by the public-endpoint fuzz: the router answered these itself, without {detail}, and
// echoed the path (414 for a long parameter, a status visitors are never documented to get).
describe('what the router refuses before any route runs', () => {
  it('answers a broken percent-escape with 400 {detail}', async () => {
    const response = await app.inject({ method: 'GET', url: '/things/%C0%AF' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed address', code: 'VALIDATION' });
  });

  it('answers a path parameter over the length limit with 400 {detail}, not echoing it', async () => {
    const long = 'a'.repeat(101);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({ method, url: `/things/${long}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'A path parameter is too long',
        code: 'VALIDATION',
      });
    }
  });
});
