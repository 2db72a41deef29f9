import { Readable, Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { loggerOptions, quietRequestLog, registerRequestLog } from './logger';

const TOKEN = 'q3VbX9_kLm2-Ze7RtYp0aw';

/** An app logging as every process does, into a string instead of stdout. */
function appWithCapturedLog() {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const options = loggerOptions('tours', 'info') as Exclude<
    FastifyServerOptions['logger'],
    boolean
  >;
  const app = Fastify({ logger: { ...options, stream }, logController: quietRequestLog() });
  registerRequestLog(app);
  registerErrorHandler(app);
  return { app, log: () => written };
}

describe('secrets in URLs, in the log', () => {
  it('are redacted in the request line, Fastify’s req, error messages and message text', async () => {
    const { app, log } = appWithCapturedLog();
    app.get('/api/tours/reviews/form/:token', async (request) => {
      request.log.info({ req: request }, 'form asked for');
      request.log.info('form asked for at %s', request.url);
      return { ok: true };
    });
    app.post('/api/tours/reviews/submit/:token', async (request) => {
      throw new Error(`could not store the review for ${request.url}`);
    });

    const form = await app.inject({ url: `/api/tours/reviews/form/${TOKEN}?lang=fr` });
    const submit = await app.inject({ method: 'POST', url: `/api/tours/reviews/submit/${TOKEN}` });
    expect([form.statusCode, submit.statusCode]).toEqual([200, 500]);
    await app.close();

    const lines = log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(log()).not.toContain(TOKEN);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        url: '/api/tours/reviews/form/[redacted]?lang=fr',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/tours/reviews/form/[redacted]?lang=fr' }),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'form asked for at /api/tours/reviews/form/[redacted]?lang=fr',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        err: expect.objectContaining({
          message: 'could not store the review for /api/tours/reviews/submit/[redacted]',
        }),
      }),
    );
  });
});

describe('a streamed answer that fails after its first bytes', () => {
  it('is logged once, as an error, though request lines are off; a client leaving is not', async () => {
    const { app, log } = appWithCapturedLog();
    app.get('/export.csv', async (_request, reply) =>
      reply.send(
        Readable.from(
          (function* () {
            yield 'x'.repeat(64 * 1024);
            throw new RangeError('Invalid time value');
          })(),
        ),
      ),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${base}/export.csv`);
    await expect(response.text()).rejects.toThrow();
    await app.close();

    const failures = log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .filter((line) => line.level >= 50);
    expect(failures).toEqual([
      expect.objectContaining({
        msg: 'streamed answer failed: cut after its first bytes',
        err: expect.objectContaining({ message: 'Invalid time value' }),
      }),
    ]);
  });
});
