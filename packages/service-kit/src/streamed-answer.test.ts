import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from './create-service';
import { streamAnswer } from './streamed-answer';
import { createTestConfig } from '../testing/service-setup';

const CHUNK = 'x'.repeat(64 * 1024);

/** A source that sends `before` chunks, then fails as a database read would. */
function failingSource(before: number): Readable {
  return Readable.from(
    (function* () {
      for (let index = 0; index < before; index += 1) yield CHUNK;
      throw new RangeError('Invalid time value');
    })(),
  );
}

const app = createService('bookings', createTestConfig('/nonexistent'));
app.get('/midway', async (_request, reply) =>
  reply.type('text/csv').send(streamAnswer(failingSource(8), new PassThrough())),
);
app.get('/at-once', async (_request, reply) =>
  reply
    .type('text/csv')
    .header('content-disposition', 'attachment; filename="bookings.csv"')
    .send(streamAnswer(failingSource(0), new PassThrough())),
);
app.get('/whole', async (_request, reply) =>
  reply
    .type('text/csv')
    .send(streamAnswer(Readable.from(['a,b\r\n', '1,2\r\n']), new PassThrough())),
);
let base: string;
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('a streamed answer (streamAnswer)', () => {
  it('is cut when a stage fails after its first bytes, and the service goes on', async () => {
    const response = await fetch(`${base}/midway`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('answers 500 {detail} when a stage fails before its first byte', async () => {
    const response = await fetch(`${base}/at-once`);
    expect(response.status).toBe(500);
    // JSON, not a file to save: the route's own headers for its body are gone.
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({
      detail: 'Internal server error',
      code: 'INTERNAL',
    });
  });

  it('sends every stage’s output when nothing fails', async () => {
    const response = await fetch(`${base}/whole`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a,b\r\n1,2\r\n');
  });
});
