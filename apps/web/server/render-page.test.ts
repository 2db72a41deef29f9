import { Writable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startToursService } from '../../../services/tours/test/harness';
import { renderPage, setApiUrlResolver } from '../src/entry-server';
import { serviceResolver } from './config';

/** The renderer against a real tours service on a fresh SQLite file, with a test catalogue. */
let tours: Awaited<ReturnType<typeof startToursService>>;
let toursUrl: string;
const origin = 'https://tours.example.ma';
const assets = { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] };

beforeAll(async () => {
  tours = await startToursService({ catalogue: true });
  toursUrl = await tours.app.listen({ port: 0, host: '127.0.0.1' });
  setApiUrlResolver(serviceResolver({ tours: toursUrl }));
});

afterAll(async () => {
  await tours?.close();
});

async function render(url: string) {
  const page = await renderPage({ url, origin, assets });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', resolve).on('error', reject);
    page.pipe(sink);
  });
  const html = Buffer.concat(chunks).toString('utf8');
  return { status: page.status, html, doc: new JSDOM(html).window.document };
}

async function firstTour(language: 'en' | 'fr') {
  const response = await tours.app.inject({ url: `/api/tours/tours?lang=${language}` });
  return (response.json() as { id: number; title: string; duration: string }[])[0]!;
}

describe('the tour page rendered on the server', () => {
  it('writes the tour, its head and its data for the browser', async () => {
    const tour = await firstTour('en');
    const { status, html, doc } = await render(`/tours/${tour.id}`);

    expect(status).toBe(200);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe(tour.title);
    expect(doc.body.textContent).toContain(tour.duration);
    expect(doc.title).toBe(`${tour.title} | Morocco Tourism - Discover the Magic of Morocco`);
    const head = (selector: string, attribute = 'content') =>
      doc.head.querySelector(selector)?.getAttribute(attribute);
    expect(head('meta[name="description"]')).toMatch(/\w/);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/tours/${tour.id}`);
    expect(head('link[hreflang="fr"]', 'href')).toBe(`${origin}/tours/${tour.id}?lang=fr`);
    expect(head('link[hreflang="x-default"]', 'href')).toBe(`${origin}/tours/${tour.id}`);
    expect(head('meta[property="og:url"]')).toBe(`${origin}/tours/${tour.id}`);
    expect(head('meta[property="og:image"]')).toMatch(/^https:\/\/tours\.example\.ma\//);
    expect(head('meta[property="og:locale"]')).toBe('en_US');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({ '@type': 'TouristTrip', url: `${origin}/tours/${tour.id}` });
    // The photos, each with its text alternative.
    const photos = [...doc.querySelectorAll('main img')];
    expect(photos.length).toBeGreaterThan(0);
    // Each with an alt attribute: the photo's text, or empty for a thumbnail that repeats it.
    for (const photo of photos) expect(photo.hasAttribute('alt')).toBe(true);
    expect(photos[0]?.getAttribute('alt')).toMatch(/\w/);
    // The price tiers and the published reviews are there, not a spinner waiting for them.
    expect(doc.querySelector('main table')).not.toBeNull();
    const reviews = await tours.app.inject({ url: `/api/tours/tours/${tour.id}/reviews` });
    const [newest] = reviews.json() as { customer_name: string }[];
    expect(doc.getElementById('tour-reviews-title')).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).toContain(newest!.customer_name);

    // No inline script (docs/decisions/017): the entry module, and the data as JSON.
    const scripts = [...doc.querySelectorAll('script')];
    for (const script of scripts) {
      expect(
        script.getAttribute('src') !== null ||
          script.type === 'application/json' ||
          script.type === 'application/ld+json',
      ).toBe(true);
    }
    expect(html).toContain('src="/assets/index-test.js"');
    const data = JSON.parse(doc.getElementById('ssr-data')!.textContent!);
    expect(data.language).toBe('en');
    const keys = data.dehydratedState.queries.map(
      (query: { queryKey: unknown[] }) => query.queryKey,
    );
    expect(keys).toContainEqual(['tours', 'detail', tour.id, 'en']);
    expect(keys).toContainEqual(['tours', 'detail', tour.id, 'en', 'reviews']);
  });

  it('writes French for ?lang=fr', async () => {
    const tour = await firstTour('fr');
    const { status, doc } = await render(`/tours/${tour.id}?lang=fr`);

    expect(status).toBe(200);
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.querySelector('h1')?.textContent).toBe(tour.title);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/tours/${tour.id}?lang=fr`,
    );
    expect(doc.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
      'fr_FR',
    );
  });

  it('answers 404 with the not-found page, in the page language', async () => {
    const english = await render('/tours/999999');
    expect(english.status).toBe(404);
    expect(english.doc.querySelector('h1')?.textContent).toBe('Page not found');

    const french = await render('/tours/999999?lang=fr');
    expect(french.status).toBe(404);
    expect(french.doc.documentElement.lang).toBe('fr');
    expect(french.doc.querySelector('h1')?.textContent).toBe('Page introuvable');
  });

  it('fails, rather than write an empty page, when the tours service is down', async () => {
    // The renderer then answers 503 and the gateway sends the client-rendered shell.
    setApiUrlResolver(serviceResolver({ tours: UNREACHABLE_URL }));
    try {
      await expect(renderPage({ url: '/tours/1', origin, assets })).rejects.toThrow();
    } finally {
      setApiUrlResolver(serviceResolver({ tours: toursUrl }));
    }
  });
});
