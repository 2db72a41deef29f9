import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMedia, type MediaHarness } from './harness';

let t: MediaHarness;
beforeAll(async () => {
  t = await startMedia();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/placeholder/{w}/{h}', () => {
  it('draws an SVG of the asked size, cached for good and locked down', async () => {
    const response = await get('/api/placeholder/1200/800?text=Merzouga%20dunes');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(response.body).toContain('>Merzouga dunes</text>');
  });

  it('draws the same picture for the same URL', async () => {
    expect((await get('/api/placeholder/40/40')).body).toBe(
      (await get('/api/placeholder/40/40')).body,
    );
  });

  it('escapes the caption, so text cannot become markup', async () => {
    const response = await get(
      `/api/placeholder/300/200?text=${encodeURIComponent('<script>alert(1)</script>&"')}`,
    );
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#38;&#34;');
  });

  it.each([
    '/api/placeholder/0/10',
    '/api/placeholder/10/2001',
    '/api/placeholder/abc/10',
    '/api/placeholder/10.5/10',
  ])('refuses %s with 400', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Invalid input');
  });

  it('draws at most 60 characters of caption, and refuses absurdly long text', async () => {
    const response = await get(`/api/placeholder/300/200?text=${'x'.repeat(241)}`);
    expect(response.statusCode).toBe(400);
    const long = await get(`/api/placeholder/300/200?text=${'y'.repeat(100)}`);
    expect(long.body).toContain(`>${'y'.repeat(60)}</text>`);
  });
});

describe('caption size', () => {
  it('shrinks a long caption to fit the width', async () => {
    const fontSize = (body: string) => Number(/font-size="(\d+)"/.exec(body)?.[1]);
    const short = (await get('/api/placeholder/1200/630?text=Atlas')).body;
    const long = (
      await get(
        `/api/placeholder/1200/630?text=${encodeURIComponent('Morocco Tourism — Marrakech')}`,
      )
    ).body;
    expect(fontSize(short)).toBe(105);
    // 27 characters at about 0.6 em each must stay inside 1200 px.
    expect(fontSize(long) * 0.6 * 27).toBeLessThan(1200);
  });
});
