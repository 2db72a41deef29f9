import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTempDataDir } from '@mt/service-kit/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

const web = createTempDataDir('mt-spa-');
const app = Fastify();
const script = `console.log(${JSON.stringify('atlas '.repeat(400))});`;

beforeAll(async () => {
  mkdirSync(path.join(web.dir, 'assets'));
  writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(web.dir, 'index.html.br'), brotliCompressSync('<!doctype html>'));
  app.get('/shell', (_request, reply) => reply.sendFile('index.html'));
  writeFileSync(path.join(web.dir, 'assets/app-X1.js'), script);
  writeFileSync(path.join(web.dir, 'assets/app-X1.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(web.dir, 'assets/app-X1.js.gz'), gzipSync(script));
  await registerSpa(app, web.dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  web.remove();
});

describe('precompressed assets', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
  ])('sends the %s file built beside the asset', async (accept, encoding) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-X1.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const expected = encoding === 'br' ? brotliCompressSync(script) : gzipSync(script);
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-X1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});

describe('index.html', () => {
  it('is never cached, sent plain or precompressed', async () => {
    for (const accept of ['identity', 'br']) {
      const response = await app.inject({
        method: 'GET',
        url: '/shell',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(accept === 'br' ? 'br' : undefined);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
