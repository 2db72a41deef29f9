import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMedia, type MediaHarness } from './harness';

let t: MediaHarness;
beforeEach(async () => {
  t = await startMedia();
});
afterEach(() => t.close());

/** A real photo-like JPEG, optionally carrying GPS coordinates and an EXIF orientation. */
async function photo(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
) {
  let image = sharp({
    create: {
      width: options.width ?? 2000,
      height: options.height ?? 1500,
      channels: 3,
      background: '#d97706',
    },
  }).jpeg({ quality: 90 });
  if (options.gps)
    image = image.withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 37/1 48/1' } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

async function multipart(parts: {
  file?: { data: Buffer | string; name: string; type: string };
  caption?: string;
  caption_fr?: string;
}) {
  const form = new FormData();
  if (parts.caption !== undefined) form.append('caption', parts.caption);
  if (parts.caption_fr !== undefined) form.append('caption_fr', parts.caption_fr);
  if (parts.file)
    form.append('file', new Blob([parts.file.data], { type: parts.file.type }), parts.file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function upload(url: string, parts: Parameters<typeof multipart>[0], cookies = t.admin) {
  const body = await multipart(parts);
  return t.app.inject({ method: 'POST', url, cookies, ...body });
}

const uploadGallery = (parts: Parameters<typeof multipart>[0]) =>
  upload('/api/media/gallery/upload', parts);
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'media');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('uploading', () => {
  it('stores a gallery image with its caption, a fallback and three WebP widths', async () => {
    const response = await uploadGallery({
      file: { data: await photo(), name: 'Dunes at dawn.JPG', type: 'image/jpeg' },
      caption: '  Sunrise over Erg Chebbi ',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      caption: 'Sunrise over Erg Chebbi',
      filename: 'Dunes at dawn.JPG',
      mime_type: 'image/jpeg',
    });
    expect(item.url).toMatch(/^\/api\/media\/files\/[0-9a-f-]{36}\.jpg$/);
    expect(item.variants.map((variant: { width: number }) => variant.width)).toEqual([
      400, 800, 1600,
    ]);
    expect([item.width, item.height]).toEqual([1600, 1200]);

    const file = await t.app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    for (const variant of item.variants) {
      const body = (await t.app.inject({ method: 'GET', url: variant.url })).rawPayload;
      const metadata = await sharp(body).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', variant.width]);
    }
    expect(storedFiles()).toHaveLength(4);
  });

  it('strips every metadata field, GPS included', async () => {
    const original = await photo({ gps: true });
    // The upload really carries a position: read back from its EXIF, as a phone writes it.
    const sent = await sharp(original).metadata();
    expect(exifReader(sent.exif!).GPSInfo?.GPSLatitude).toEqual([31, 37, 48]);
    const item = (
      await uploadGallery({ file: { data: original, name: 'geo.jpg', type: 'image/jpeg' } })
    ).json();
    for (const url of [item.url, ...item.variants.map((variant: { url: string }) => variant.url)]) {
      const stored = (await t.app.inject({ method: 'GET', url })).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await photo({ width: 400, height: 200, orientation: 6 });
    const item = (
      await uploadGallery({ file: { data: sideways, name: 'phone.jpg', type: 'image/jpeg' } })
    ).json();
    expect([item.width, item.height]).toEqual([200, 400]);
  });

  it('accepts PNG, WebP and GIF, keeping the original format as fallback', async () => {
    const base = sharp({ create: { width: 600, height: 400, channels: 4, background: '#1e3a8a' } });
    for (const [format, mime] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const data = await base.clone().toFormat(format).toBuffer();
      const response = await uploadGallery({
        file: { data, name: `x.${format}`, type: 'application/octet-stream' },
      });
      expect(response.statusCode, format).toBe(201);
      expect(response.json().mime_type).toBe(mime);
    }
  });

  it('returns {url, variants} for a tour image, ready for srcset', async () => {
    const response = await upload('/api/media/upload/tour-image', {
      file: {
        data: await photo({ width: 900, height: 600 }),
        name: 'camp.jpg',
        type: 'image/jpeg',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      url: expect.stringMatching(/\.jpg$/),
      width: 900,
      height: 600,
    });
    // Never enlarged: the 1600 variant of a 900-pixel photo is 900 wide.
    expect(response.json().variants.map((variant: { width: number }) => variant.width)).toEqual([
      400, 800, 1600,
    ]);
  });
});

describe('refusing what is not a safe image', () => {
  const refusals: [string, Buffer | string, string][] = [
    [
      'an SVG carrying a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    ],
    ['HTML named .jpg', '<!doctype html><script>alert(document.cookie)</script>', 'image/jpeg'],
    [
      'a JPEG header glued onto HTML',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<html><script>x</script>'),
      ]),
      'image/jpeg',
    ],
    [
      'a PNG signature on garbage',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(100, 7),
      ]),
      'image/png',
    ],
    ['a PDF', '%PDF-1.7 fake', 'image/png'],
  ];

  it.each(refusals)('refuses %s with 415 and stores nothing', async (_name, data, type) => {
    const response = await uploadGallery({ file: { data, name: 'upload.jpg', type } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Please select an image file',
      code: 'UNSUPPORTED_MEDIA',
    });
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/gallery' })).json()).toEqual([]);
  });

  it('keeps only the picture of a JPEG with a script appended (a polyglot)', async () => {
    const polyglot = Buffer.concat([
      await photo({ width: 300, height: 200 }),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const item = (
      await uploadGallery({ file: { data: polyglot, name: 'poly.jpg', type: 'image/jpeg' } })
    ).json();
    const stored = (await t.app.inject({ method: 'GET', url: item.url })).rawPayload;
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses an upload over 10 MiB with 413 while it streams', async () => {
    const form = await multipart({
      file: { data: Buffer.alloc(11 * 1024 * 1024, 1), name: 'big.jpg', type: 'image/jpeg' },
    });
    // A stream with no Content-Length: the limit must hold as the bytes arrive.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/gallery/upload',
      cookies: t.admin,
      headers: form.headers,
      payload: Readable.from([
        form.payload.subarray(0, 1024 * 1024),
        form.payload.subarray(1024 * 1024),
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('File size must be less than 10MB');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a declared body over the limit before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/gallery/upload',
      cookies: t.admin,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // Rewrite the header to claim 20000 × 20000 pixels, with a valid checksum.
    png.writeUInt32BE(20000, 16);
    png.writeUInt32BE(20000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    const response = await uploadGallery({
      file: { data: png, name: 'bomb.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Image dimensions are too large');
  });

  it('refuses a request without a file, a non-multipart body, and an over-long caption', async () => {
    expect((await uploadGallery({ caption: 'no file' })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/gallery/upload',
      cookies: t.admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const long = await uploadGallery({
      file: { data: await photo({ width: 100, height: 100 }), name: 'a.jpg', type: 'image/jpeg' },
      caption: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });
});

describe('the gallery', () => {
  it('lists newest first, deletes files with the item, and keeps the stats true', async () => {
    const first = (
      await uploadGallery({
        file: { data: await photo({ width: 800, height: 600 }), name: 'a.jpg', type: 'image/jpeg' },
      })
    ).json();
    const second = (
      await uploadGallery({
        file: { data: await photo({ width: 800, height: 600 }), name: 'b.jpg', type: 'image/jpeg' },
      })
    ).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/media/gallery' })).json();
    expect(list.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);

    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/media/stats', cookies: t.admin })).json();
    const before = await stats();
    expect(before.total_items).toBe(2);
    expect(before.storage_used).toBeGreaterThan(first.file_size + second.file_size);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/gallery/${first.id}`,
      cookies: t.admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(4);
    const after = await stats();
    expect(after.total_items).toBe(1);
    expect(after.storage_used).toBeLessThan(before.storage_used);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/media/gallery/${first.id}`,
          cookies: t.admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers captions in the requested language, else the other (docs/decisions/041)', async () => {
    const file = async (name: string) => ({
      data: await photo({ width: 80, height: 60 }),
      name,
      type: 'image/jpeg',
    });
    const both = (
      await uploadGallery({
        file: await file('both.jpg'),
        caption: 'Sunrise over Erg Chebbi',
        caption_fr: ' Lever du soleil sur l’erg Chebbi ',
      })
    ).json();
    expect(both).toMatchObject({
      caption: 'Sunrise over Erg Chebbi',
      caption_en: 'Sunrise over Erg Chebbi',
      caption_fr: 'Lever du soleil sur l’erg Chebbi',
    });
    const englishOnly = (
      await uploadGallery({ file: await file('en.jpg'), caption: 'Blue boats in Essaouira' })
    ).json();
    const frenchOnly = (
      await uploadGallery({ file: await file('fr.jpg'), caption_fr: 'La Koutoubia au couchant' })
    ).json();
    const none = (await uploadGallery({ file: await file('none.jpg') })).json();

    const captions = async (query: string) => {
      const list = (
        await t.app.inject({ method: 'GET', url: `/api/media/gallery${query}` })
      ).json() as { id: number; caption: string | null }[];
      return Object.fromEntries(list.map((item) => [item.id, item.caption]));
    };
    expect(await captions('?lang=fr')).toEqual({
      [both.id]: 'Lever du soleil sur l’erg Chebbi',
      [englishOnly.id]: 'Blue boats in Essaouira',
      [frenchOnly.id]: 'La Koutoubia au couchant',
      [none.id]: null,
    });
    expect(await captions('')).toEqual({
      [both.id]: 'Sunrise over Erg Chebbi',
      [englishOnly.id]: 'Blue boats in Essaouira',
      [frenchOnly.id]: 'La Koutoubia au couchant',
      [none.id]: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media/gallery?lang=xx' })).statusCode,
    ).toBe(400);
  });

  it('lets the admin write both captions after the upload, blank meaning none', async () => {
    const item = (
      await uploadGallery({
        file: { data: await photo({ width: 80, height: 60 }), name: 'a.jpg', type: 'image/jpeg' },
        caption: 'Camels at dusk',
      })
    ).json();
    const put = (payload: Record<string, unknown>, cookies = t.admin, id = item.id) =>
      t.app.inject({ method: 'PUT', url: `/api/media/gallery/${id}`, cookies, payload });

    const saved = await put({ caption: '  ', caption_fr: 'Dromadaires au crépuscule' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: item.id,
      caption: 'Dromadaires au crépuscule',
      caption_en: null,
      caption_fr: 'Dromadaires au crépuscule',
    });
    const french = (
      await t.app.inject({ method: 'GET', url: '/api/media/gallery?lang=fr' })
    ).json();
    expect(french[0].caption).toBe('Dromadaires au crépuscule');

    expect((await put({ caption: 'x', caption_fr: 'y'.repeat(201) })).statusCode).toBe(400);
    expect((await put({ caption: 'Line\nbreak' })).statusCode).toBe(400);
    expect((await put({ caption: 'x' }, {})).statusCode).toBe(401);
    expect((await put({ caption: 'x' }, t.admin, 999)).statusCode).toBe(404);
  });

  it('refuses an over-long French caption on upload', async () => {
    const response = await uploadGallery({
      file: { data: await photo({ width: 80, height: 60 }), name: 'a.jpg', type: 'image/jpeg' },
      caption_fr: 'x'.repeat(201),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'caption_fr', message: expect.any(String) }]);
  });

  it('keeps uploads, deletes and stats for admins, and the list public', async () => {
    const data = await photo({ width: 100, height: 100 });
    expect(
      (
        await upload(
          '/api/media/gallery/upload',
          { file: { data, name: 'a.jpg', type: 'image/jpeg' } },
          {},
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await upload(
          '/api/media/upload/tour-image',
          { file: { data, name: 'a.jpg', type: 'image/jpeg' } },
          {},
        )
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/media/gallery/1' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/media/stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/gallery' })).statusCode).toBe(200);
  });
});

describe('serving files', () => {
  it.each([
    '/api/media/files/..%2F..%2Fmedia.sqlite',
    '/api/media/files/%2e%2e%2fsecrets.json',
    '/api/media/files/../../secrets.json',
    '/api/media/files/.hidden.jpg',
    '/api/media/files/abc.svg',
    '/api/media/files/00000000-0000-0000-0000-000000000000.jpg',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
