import { UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startToursService } from '../../../services/tours/test/harness';
import { setApiUrlResolver } from '../src/entry-server';
import { SiteJsonLdSchema } from '../src/testing/schema-org';
import { serviceResolver } from './config';
import { renderToDocument } from './testing/render-to-document';

/**
 * The operator's details in the pages the server renders (docs/decisions/039), read from a real
 * tours service on a fresh SQLite file: the footer, the contact page, the chat link and the home
 * page's structured data, handed to the browser so hydration asks for nothing again.
 */
let tours: Awaited<ReturnType<typeof startToursService>>;
let toursUrl: string;
const origin = 'https://tours.example.ma';
const assets = { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] };

beforeAll(async () => {
  tours = await startToursService();
  toursUrl = await tours.app.listen({ port: 0, host: '127.0.0.1' });
  setApiUrlResolver(serviceResolver({ tours: toursUrl, media: UNREACHABLE_URL }));
});
afterAll(() => tours?.close());

async function render(url: string) {
  const { status, doc } = await renderToDocument({ url, origin, assets });
  const data = JSON.parse(doc.getElementById('ssr-data')!.textContent!);
  return {
    status,
    doc,
    footer: doc.querySelector('footer')!.textContent!,
    chat: doc.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href'),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      SiteJsonLdSchema.parse(JSON.parse(script.textContent!)),
    ),
    handedOver: data.dehydratedState.queries.map(
      (query: { queryKey: unknown[] }) => query.queryKey,
    ),
  };
}

const setSettings = async (payload: Record<string, string>) => {
  const response = await tours.app.inject({
    method: 'PUT',
    url: '/api/tours/settings',
    cookies: tours.admin,
    payload,
  });
  expect(response.statusCode).toBe(200);
};

describe('the operator settings in the rendered pages', () => {
  it("writes the spec's placeholders while nothing is set", async () => {
    const home = await render('/');
    expect(home.footer).toContain('+212 6XX-XXXXXX');
    expect(home.footer).toContain('info@example.com');
    expect(home.footer).toContain('Our social pages are coming soon.');
    expect(home.doc.querySelector('aside')).toBeNull();
    expect(home.jsonLd[0]).toMatchObject({ telephone: '+212 6XX-XXXXXX' });
    expect(home.handedOver).toContainEqual(['site-settings']);
  });

  it("writes the operator's phone, WhatsApp, e-mail and pages on every page, in both languages", async () => {
    await setSettings({
      business_name: 'Atlas Trails',
      phone: '+212 612-345678',
      whatsapp: '+212 698-765432',
      email: 'hello@atlas-trails.ma',
      opening_hours: 'Every day, 8am to 8pm',
      opening_hours_fr: 'Tous les jours, de 8 h à 20 h',
      facebook_url: 'https://facebook.com/atlastrails',
    });

    const home = await render('/');
    expect(home.footer).toContain('+212 612-345678');
    expect(home.footer).not.toContain('6XX');
    expect(home.footer).not.toContain('coming soon');
    expect(home.chat).toMatch(/^https:\/\/wa\.me\/212698765432\?text=/);
    expect(home.jsonLd[0]).toMatchObject({
      name: 'Atlas Trails',
      telephone: '+212 612-345678',
      email: 'hello@atlas-trails.ma',
      sameAs: ['https://facebook.com/atlastrails'],
    });

    const contact = await render('/contact?lang=fr');
    expect(contact.status).toBe(200);
    expect(contact.doc.querySelector('main')!.textContent).toContain('+212 612-345678');
    expect(contact.doc.querySelector('main')!.textContent).toContain(
      'Tous les jours, de 8 h à 20 h',
    );
    expect(contact.footer).toContain('hello@atlas-trails.ma');
    expect(contact.handedOver).toContainEqual(['site-settings']);
  });

  it('names the business once set, in the header, every title, the link previews and the structured data', async () => {
    await setSettings({});
    const before = await render('/tours');
    expect(before.doc.querySelector('header a[href="/"]')!.textContent).toBe('Morocco Tourism');
    expect(before.doc.title).toBe('Tours – Discover the Magic of Morocco');

    const created = await tours.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: tours.admin,
      payload: {
        title: 'Merzouga Desert Tour',
        description: '<p>Three days in the dunes.</p>',
        price: 249,
        duration: '3 days',
        location: 'Merzouga',
        max_participants: 8,
      },
    });
    expect(created.statusCode).toBe(201);
    await setSettings({
      business_name: 'Atlas & Dunes Tours',
      logo_url: '/api/media/files/0f3c9a1e-logo.png',
    });

    const pages = {
      '/': 'Atlas & Dunes Tours - Discover the Magic of Morocco',
      '/?lang=fr': 'Atlas & Dunes Tours - Découvrez la magie du Maroc',
      '/tours': 'Tours – Atlas & Dunes Tours',
      '/contact?lang=fr': 'Contactez-nous – Atlas & Dunes Tours',
      [`/tours/${created.json().id}`]: 'Merzouga Desert Tour – Atlas & Dunes Tours',
    };
    for (const [url, title] of Object.entries(pages)) {
      const page = await render(url);
      expect(page.doc.title, url).toBe(title);
      expect(page.doc.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe(
        title,
      );
      expect(page.doc.querySelector('meta[property="og:site_name"]')!.getAttribute('content')).toBe(
        'Atlas & Dunes Tours',
      );
      const brand = page.doc.querySelector('header a[href="/"]')!;
      expect(brand.textContent, url).toBe('Atlas & Dunes Tours');
      expect(brand.querySelector('img')!.getAttribute('src')).toBe(
        '/api/media/files/0f3c9a1e-logo.png',
      );
      const shown = ['header', 'main', 'footer'].map((part) => page.doc.querySelector(part)!);
      for (const part of shown) expect(part.textContent, url).not.toContain('Morocco Tourism');
    }

    const home = await render('/');
    expect(home.jsonLd[0]).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Atlas & Dunes Tours',
      logo: 'https://tours.example.ma/api/media/files/0f3c9a1e-logo.png',
    });
    const trip = await render(`/tours/${created.json().id}`);
    expect(trip.jsonLd[0]).toMatchObject({
      provider: { '@type': 'TravelAgency', name: 'Atlas & Dunes Tours' },
    });
    await setSettings({});
  });

  it('still renders, with the placeholders, when the settings cannot be read', async () => {
    setApiUrlResolver(serviceResolver({ tours: UNREACHABLE_URL, media: UNREACHABLE_URL }));
    try {
      const contact = await render('/contact');
      expect(contact.status).toBe(200);
      expect(contact.footer).toContain('+212 6XX-XXXXXX');
      expect(contact.handedOver).toEqual([]);
    } finally {
      setApiUrlResolver(serviceResolver({ tours: toursUrl, media: UNREACHABLE_URL }));
    }
  });
});
