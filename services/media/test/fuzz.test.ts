import { fuzzService } from '@mt/service-kit/testing/fuzz/fuzz-service';
import { recordRoutes } from '@mt/service-kit/testing/fuzz/route-recorder';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { startMedia } from './harness';

const { built: t, recorded } = await recordRoutes(() => startMedia());
afterAll(() => t.close());

// One real gallery photo, so the gallery has an item and the file route real keys to serve.
const form = new FormData();
const png = await sharp({
  create: { width: 64, height: 48, channels: 3, background: '#d97706' },
})
  .png()
  .toBuffer();
form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dunes.png');
const encoded = new Response(form);
const uploaded = await t.app.inject({
  method: 'POST',
  url: '/api/media/gallery/upload',
  cookies: t.admin,
  headers: { 'content-type': encoded.headers.get('content-type')! },
  payload: Buffer.from(await encoded.arrayBuffer()),
});
if (uploaded.statusCode !== 201) throw new Error(`no gallery photo: ${uploaded.body}`);
const item = uploaded.json() as { url: string; variants: { url: string }[] };
const keys = [item.url, ...item.variants.map((variant) => variant.url)].map((url) =>
  url.split('/').pop()!,
);

fuzzService('media', {
  app: t.app,
  recorded: recorded(t.app),
  examples: {
    'GET /api/media/files/:key': keys.map((key) => ({ params: { key } })),
    'GET /api/placeholder/:width/:height': {
      params: { width: '800', height: '600' },
      query: 'text=Erg%20Chebbi',
    },
  },
});
