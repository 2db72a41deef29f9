import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_INVALIDATION_PATH } from '@mt/service-kit/page-invalidation';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startMedia, type MediaHarness } from './harness';

/** A stand-in for apps/web's renderer that counts the invalidations it is sent. */
let invalidations = 0;
const renderer: Server = createServer((request, response) => {
  request.resume();
  if (request.method === 'POST' && request.url === PAGE_INVALIDATION_PATH) invalidations += 1;
  response.writeHead(204).end();
});

let t: MediaHarness;
beforeAll(async () => {
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  const { port } = renderer.address() as AddressInfo;
  t = await startMedia({ config: { WEB_RENDERER_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
});
afterEach(() => {
  invalidations = 0;
});

it('tells the renderer when the gallery gains, recaptions or loses a photo (docs/decisions/027)', async () => {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#d97706' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('caption', 'Jemaa el-Fna at dusk');
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'square.jpg');
  const encoded = new Response(form);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/media/gallery/upload',
    cookies: t.admin,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect(invalidations).toBe(1);

  // A caption written or translated later shows on the gallery page too (docs/decisions/041).
  const captioned = await t.app.inject({
    method: 'PUT',
    url: `/api/media/gallery/${uploaded.json().id}`,
    cookies: t.admin,
    payload: { caption: 'Jemaa el-Fna at dusk', caption_fr: 'Jemaa el-Fna au crépuscule' },
  });
  expect(captioned.statusCode).toBe(200);
  expect(invalidations).toBe(2);

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/media/gallery/${uploaded.json().id}`,
    cookies: t.admin,
  });
  expect(deleted.statusCode).toBe(204);
  expect(invalidations).toBe(3);

  // Reading the gallery changes nothing.
  await t.app.inject({ url: '/api/media/gallery' });
  expect(invalidations).toBe(3);
});
