import { createTempDataDir, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildGateway } from './app';

/**
 * The renderer writes a page in the visitor's saved or browser language (docs/decisions/026): the
 * gateway passes it the headers that say it, and passes on the headers that name them.
 */
const web = createTempDataDir('mt-web-dist-');
const renderer = Fastify();
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  renderer.get('/tours/:id', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', 'fr')
      .send(
        `<html lang="fr"><p>${request.headers.cookie}|${request.headers['accept-language']}</p></html>`,
      ),
  );
  await renderer.listen({ port: 0, host: '127.0.0.1' });
  const address = renderer.server.address();
  gateway = await buildGateway({
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    serviceUrls: Object.fromEntries(SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL])) as Record<
      ServiceName,
      string
    >,
    webRendererUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await renderer.close();
  web.remove();
});

it("hands the renderer the visitor's language cookie and Accept-Language, and passes on Vary", async () => {
  const response = await gateway.inject({
    method: 'GET',
    url: '/tours/1',
    headers: { cookie: 'lang=fr', 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<p>lang=fr|fr-FR,fr;q=0.9</p>');
  expect(response.headers['content-language']).toBe('fr');
  expect(response.headers.vary).toMatch(/^Cookie, Accept-Language/);
});
