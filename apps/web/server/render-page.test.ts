import { UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMedia } from '../../../services/media/test/harness';
import { startToursService } from '../../../services/tours/test/harness';
import { renderPage, setApiUrlResolver } from '../src/entry-server';
import { createRequestI18n, translationsFor } from '../src/i18n/server';
import { SiteJsonLdSchema, TouristTripSchema } from '../src/testing/schema-org';
import { serviceResolver } from './config';
import { renderToDocument } from './testing/render-to-document';

/**
 * The renderer against a real tours service (a test catalogue) and a real media service, each on
 * a fresh SQLite file.
 */
let tours: Awaited<ReturnType<typeof startToursService>>;
let media: Awaited<ReturnType<typeof startMedia>>;
let serviceUrls: Record<string, string>;
const origin = 'https://tours.example.ma';
const assets = { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] };
const INTERNAL = { 'x-internal-token': 'test-internal-token-0123456789abcdef' };
/** The home page's title; other pages' titles end with the tagline alone. */
const SITE_TITLE = {
  en: 'Morocco Tourism - Discover the Magic of Morocco',
  fr: 'Morocco Tourism - Découvrez la magie du Maroc',
};
const TAGLINE = { en: 'Discover the Magic of Morocco', fr: 'Découvrez la magie du Maroc' };

// A real 1×1 PNG: the media service decodes and re-encodes every upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [tours, media] = await Promise.all([startToursService({ catalogue: true }), startMedia()]);
  serviceUrls = {
    tours: await tours.app.listen({ port: 0, host: '127.0.0.1' }),
    media: await media.app.listen({ port: 0, host: '127.0.0.1' }),
  };
  setApiUrlResolver(serviceResolver(serviceUrls));

  const form = new FormData();
  form.append('caption', 'Sunset over the dunes of Erg Chebbi');
  form.append('caption_fr', 'Coucher de soleil sur les dunes de l’erg Chebbi');
  form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'dunes.png');
  const body = new Response(form);
  const upload = await media.app.inject({
    method: 'POST',
    url: '/api/media/gallery/upload',
    cookies: media.admin,
    headers: { 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(upload.statusCode).toBe(201);
});

afterAll(async () => {
  await Promise.all([tours?.close(), media?.close()]);
});

const render = (url: string) => renderToDocument({ url, origin, assets });

type TourSummary = {
  id: number;
  title: string;
  duration: string;
  price: number;
  from_price: number;
};

async function allTours(language: 'en' | 'fr') {
  const response = await tours.app.inject({ url: `/api/tours/tours?lang=${language}` });
  return response.json() as TourSummary[];
}

async function firstTour(language: 'en' | 'fr') {
  return (await allTours(language))[0]!;
}

const headOf =
  (doc: Document) =>
  (selector: string, attribute = 'content') =>
    doc.head.querySelector(selector)?.getAttribute(attribute);

/** The page's JSON-LD documents, each checked against the strict schema.org model. */
function jsonLdOf(doc: Document) {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    SiteJsonLdSchema.parse(JSON.parse(script.textContent!)),
  );
}

/**
 * The head every public page carries (docs/decisions/024): the title with the tagline, its
 * description, canonical and language alternates, and the link-preview tags, in its language.
 */
function expectHead(doc: Document, path: string, language: 'en' | 'fr', title?: string) {
  const head = headOf(doc);
  const canonical = language === 'en' ? `${origin}${path}` : `${origin}${path}?lang=fr`;
  const fullTitle = title ? `${title} – ${TAGLINE[language]}` : SITE_TITLE[language];
  expect(doc.documentElement.lang).toBe(language);
  expect(doc.title).toBe(fullTitle);
  expect(head('meta[name="description"]')).toMatch(/\w{3}/);
  expect(head('link[rel="canonical"]', 'href')).toBe(canonical);
  expect(head('link[hreflang="en"]', 'href')).toBe(`${origin}${path}`);
  expect(head('link[hreflang="fr"]', 'href')).toBe(`${origin}${path}?lang=fr`);
  expect(head('link[hreflang="x-default"]', 'href')).toBe(`${origin}${path}`);
  expect(head('meta[property="og:title"]')).toBe(fullTitle);
  expect(head('meta[property="og:description"]')).toBe(head('meta[name="description"]'));
  expect(head('meta[property="og:type"]')).toBe('website');
  expect(head('meta[property="og:url"]')).toBe(canonical);
  expect(head('meta[property="og:image"]')).toMatch(/^https:\/\/tours\.example\.ma\/\S+$/);
  expect(head('meta[property="og:locale"]')).toBe(language === 'en' ? 'en_US' : 'fr_FR');
  expect(head('meta[property="og:locale:alternate"]')).toBe(language === 'en' ? 'fr_FR' : 'en_US');
  expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
}

/** Which queries the page hands to the browser, so hydration asks for none of them again. */
function handedOver(doc: Document): unknown[] {
  const data = JSON.parse(doc.getElementById('ssr-data')!.textContent!);
  return data.dehydratedState.queries.map((query: { queryKey: unknown[] }) => query.queryKey);
}

describe('the tour page rendered on the server', () => {
  it('writes the tour, its head and its data for the browser', async () => {
    const tour = await firstTour('en');
    const { status, html, doc } = await render(`/tours/${tour.id}`);

    expect(status).toBe(200);
    expectHead(doc, `/tours/${tour.id}`, 'en', tour.title);
    expect(doc.querySelector('h1')?.textContent).toBe(tour.title);
    expect(doc.body.textContent).toContain(tour.duration);
    const head = headOf(doc);
    // The cover at the stored width that fills a preview card (docs/decisions/009).
    expect(head('meta[property="og:image"]')).toMatch(
      /^https:\/\/tours\.example\.ma\/api\/media\/files\/[a-z0-9-]+-1600\.webp$/,
    );
    expect(head('meta[name="robots"]')).toBe('index, follow');
    // The tour's own words describe it, not the site's.
    const { body } = await tours.app.inject({ url: `/api/tours/tours/${tour.id}?lang=en` });
    const description = head('meta[name="description"]')!;
    expect(JSON.parse(body).description.replace(/<[^>]+>/g, ' ')).toContain(
      description.slice(0, 30),
    );

    // JSON-LD: a valid TouristTrip, its offer at the lowest price, its reviews with their rating.
    const [trip] = jsonLdOf(doc);
    const parsed = TouristTripSchema.parse(trip);
    expect(parsed.url).toBe(`${origin}/tours/${tour.id}`);
    const tiers = (
      await tours.app.inject({ url: `/api/tours/tours/${tour.id}/group-pricing` })
    ).json() as { price_per_person: number }[];
    const lowest = Math.min(tour.price, ...tiers.map((tier) => tier.price_per_person));
    expect(parsed.offers).toMatchObject({ '@type': 'Offer', price: lowest, priceCurrency: 'EUR' });
    expect(parsed.itinerary).toMatchObject({ '@type': 'ItemList' });
    const reviews = (
      await tours.app.inject({ url: `/api/tours/tours/${tour.id}/reviews` })
    ).json() as { customer_name: string }[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(parsed.aggregateRating?.reviewCount).toBe(reviews.length);
    expect(parsed.review?.[0]?.author.name).toBe(reviews[0]!.customer_name);

    // The photos, each with its text alternative.
    const photos = [...doc.querySelectorAll('main img')];
    expect(photos.length).toBeGreaterThan(0);
    // Each with an alt attribute: the photo's text, or empty for a thumbnail that repeats it.
    for (const photo of photos) expect(photo.hasAttribute('alt')).toBe(true);
    expect(photos[0]?.getAttribute('alt')).toMatch(/\w/);
    // The price tiers, the tags and the published reviews are there, not a spinner waiting.
    expect(doc.querySelector('main table')).not.toBeNull();
    expect(doc.getElementById('tour-included-title')).not.toBeNull();
    expect(doc.getElementById('tour-reviews-title')).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).toContain(reviews[0]!.customer_name);

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
    expect(JSON.parse(doc.getElementById('ssr-data')!.textContent!).language).toBe('en');
    const keys = handedOver(doc);
    expect(keys).toContainEqual(['tours', 'detail', tour.id, 'en']);
    expect(keys).toContainEqual(['tours', 'detail', tour.id, 'en', 'group-pricing']);
    expect(keys).toContainEqual(['tours', 'detail', tour.id, 'en', 'reviews']);
    // The rating comes with the tour itself (docs/decisions/067): no call of its own.
    expect(keys).not.toContainEqual(['tours', 'detail', tour.id, 'en', 'rating-stats']);
  });

  it('writes French for ?lang=fr', async () => {
    const tour = await firstTour('fr');
    const { status, doc } = await render(`/tours/${tour.id}?lang=fr`);

    expect(status).toBe(200);
    expectHead(doc, `/tours/${tour.id}`, 'fr', tour.title);
    expect(doc.querySelector('h1')?.textContent).toBe(tour.title);
    expect(doc.getElementById('tour-reviews-title')?.textContent).toBe('Avis des clients');
    const [trip] = jsonLdOf(doc);
    expect(trip).toMatchObject({ '@type': 'TouristTrip', name: tour.title });
  });

  it('names the tags in French on a French page (docs/decisions/041)', async () => {
    const tagged = (await allTours('fr')).find((tour) => tour.title.startsWith('Merzouga'))!;
    const { doc } = await render(`/tours/${tagged.id}?lang=fr`);
    const included = doc.getElementById('tour-included-title')?.parentElement?.textContent;
    expect(included).toContain('Désert');
    expect(included).not.toContain('Desert');
    expect(headOf(doc)('meta[name="keywords"]')).toContain('Désert');
    // The review is marked with the language it was written in, in the JSON-LD too.
    const [trip] = jsonLdOf(doc);
    expect(TouristTripSchema.parse(trip).review?.[0]).toMatchObject({ inLanguage: 'en' });

    const english = await render(`/tours/${tagged.id}`);
    expect(english.doc.getElementById('tour-included-title')?.parentElement?.textContent).toContain(
      'Desert',
    );
  });

  it('answers 404 with the not-found page, in the page language', async () => {
    const english = await render('/tours/999999');
    expect(english.status).toBe(404);
    expect(english.doc.querySelector('h1')?.textContent).toBe('Page not found');
    expect(headOf(english.doc)('meta[name="robots"]')).toBe('noindex, follow');

    const french = await render('/tours/999999?lang=fr');
    expect(french.status).toBe(404);
    expect(french.doc.documentElement.lang).toBe('fr');
    expect(french.doc.querySelector('h1')?.textContent).toBe('Page introuvable');

    expect((await render('/tours/not-a-number')).status).toBe(404);
  });

  it('fails, rather than write an empty page, when the tours service is down', async () => {
    // The renderer then answers 503 and the gateway sends the client-rendered shell.
    setApiUrlResolver(serviceResolver({ ...serviceUrls, tours: UNREACHABLE_URL }));
    try {
      await expect(renderPage({ url: '/tours/1', origin, assets })).rejects.toThrow();
    } finally {
      setApiUrlResolver(serviceResolver(serviceUrls));
    }
  });
});

describe('the home page rendered on the server', () => {
  it('writes the hero, the featured tours and the operator', async () => {
    const { status, doc } = await render('/');

    expect(status).toBe(200);
    expectHead(doc, '/', 'en');
    expect(doc.querySelector('h1')?.textContent).toBe('Discover the Magic of Morocco');
    const featured = (
      await tours.app.inject({ url: '/api/tours/tours?limit=3&lang=en' })
    ).json() as TourSummary[];
    const cards = [...doc.querySelectorAll('main article a')];
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      featured.map((tour) => `/tours/${tour.id}`),
    );
    expect(jsonLdOf(doc)).toEqual([
      expect.objectContaining({
        '@type': 'TravelAgency',
        url: `${origin}/`,
        address: { '@type': 'PostalAddress', addressLocality: 'Marrakech', addressCountry: 'MA' },
      }),
    ]);
    expect(handedOver(doc)).toContainEqual(['tours', 'list', 'en', 3]);
  });

  it('writes French for ?lang=fr', async () => {
    const { status, doc } = await render('/?lang=fr');
    expect(status).toBe(200);
    expectHead(doc, '/', 'fr');
    expect(doc.querySelector('h1')?.textContent).toBe('Découvrez la magie du Maroc');
    const featured = await tours.app.inject({ url: '/api/tours/tours?limit=3&lang=fr' });
    expect(doc.querySelector('main')?.textContent).toContain(
      (featured.json() as TourSummary[])[0]!.title,
    );
  });

  it('still renders, with the featured tours left to the browser, when the tours service is down', async () => {
    setApiUrlResolver(serviceResolver({ ...serviceUrls, tours: UNREACHABLE_URL }));
    try {
      const { status, doc } = await render('/');
      expect(status).toBe(200);
      expect(doc.querySelector('h1')?.textContent).toBe('Discover the Magic of Morocco');
      expect(handedOver(doc)).toEqual([]);
    } finally {
      setApiUrlResolver(serviceResolver(serviceUrls));
    }
  });
});

describe('the tour list rendered on the server', () => {
  it('writes every tour with its title, price, duration and link', async () => {
    const catalogue = await allTours('en');
    const { status, doc } = await render('/tours');

    expect(status).toBe(200);
    expectHead(doc, '/tours', 'en', 'Tours');
    const cards = [...doc.querySelectorAll('main article')];
    expect(cards).toHaveLength(catalogue.length);
    catalogue.forEach((tour, index) => {
      const card = cards[index]!;
      const link = card.querySelector('a');
      expect(link?.textContent).toBe(tour.title);
      expect(link?.getAttribute('href')).toBe(`/tours/${tour.id}`);
      expect(card.textContent).toContain(tour.duration);
      // The "from" price the service computed (docs/decisions/038-booking-path.md).
      expect(card.textContent).toContain(`€${tour.from_price}`);
    });
    const [list] = jsonLdOf(doc);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect(handedOver(doc)).toContainEqual(['tours', 'list', 'en', 'all']);
  });

  it('writes French for ?lang=fr', async () => {
    const catalogue = await allTours('fr');
    const { doc } = await render('/tours?lang=fr');
    expectHead(doc, '/tours', 'fr', 'Circuits');
    expect(doc.querySelector('h1')?.textContent).toBe('Nos circuits');
    expect(doc.querySelector('main article a')?.textContent).toBe(catalogue[0]!.title);
    expect(doc.querySelector('main article')?.textContent).toMatch(
      // French writes the euro after the amount, behind a narrow no-break space.
      new RegExp(`${catalogue[0]!.from_price}\\s€`),
    );
  });
});

describe('the gallery rendered on the server', () => {
  it('writes its photos with their captions, from the media service', async () => {
    const { status, doc } = await render('/gallery');

    expect(status).toBe(200);
    expectHead(doc, '/gallery', 'en', 'Photo Gallery');
    const photo = doc.querySelector('main figure img');
    expect(photo?.getAttribute('alt')).toBe('Sunset over the dunes of Erg Chebbi');
    expect(photo?.getAttribute('src')).toMatch(/^\/api\/media\/files\/[\w-]+\.png$/);
    expect(doc.querySelector('main figcaption')?.textContent).toBe(
      'Sunset over the dunes of Erg Chebbi',
    );
    expect(handedOver(doc)).toContainEqual(['gallery', 'list', 'en']);

    // French pages show the French caption, as text and as the photo's alternative (docs/decisions/041).
    const french = await render('/gallery?lang=fr');
    expectHead(french.doc, '/gallery', 'fr', 'Galerie photos');
    const frenchCaption = 'Coucher de soleil sur les dunes de l’erg Chebbi';
    expect(french.doc.querySelector('main figure img')?.getAttribute('alt')).toBe(frenchCaption);
    expect(french.doc.querySelector('main figcaption')?.textContent).toBe(frenchCaption);
    expect(handedOver(french.doc)).toContainEqual(['gallery', 'list', 'fr']);
  });
});

describe('the contact and booking pages rendered on the server', () => {
  it('writes the contact details and the form', async () => {
    const { status, doc } = await render('/contact');

    expect(status).toBe(200);
    expectHead(doc, '/contact', 'en', 'Contact Us');
    expect(doc.querySelector('h1')?.textContent).toBe('Contact Us');
    expect(doc.querySelector('main address')?.textContent).toBe('Marrakech, Morocco');
    for (const name of ['name', 'email', 'subject', 'message']) {
      expect(doc.querySelector(`main form [name="${name}"]`), name).not.toBeNull();
    }

    const french = await render('/contact?lang=fr');
    expectHead(french.doc, '/contact', 'fr', 'Contactez-nous');
    expect(french.doc.querySelector('main address')?.textContent).toBe('Marrakech, Maroc');
  });

  it('writes the booking form with the tours one can book, the asked one chosen', async () => {
    const catalogue = await allTours('en');
    const chosen = catalogue[1]!;
    const { status, doc } = await render(`/booking?tour=${chosen.id}`);

    expect(status).toBe(200);
    // One address for every variant of the form: the canonical drops `?tour=`.
    expectHead(doc, '/booking', 'en', 'Book Your Tour');
    const select = doc.querySelector('main form select[name="tour_id"]') as HTMLSelectElement;
    const options = [...select.options].map((option) => option.textContent);
    for (const tour of catalogue) expect(options.join('|')).toContain(tour.title);
    expect(select.querySelector('option[selected]')?.getAttribute('value')).toBe(String(chosen.id));
    for (const name of ['customer_name', 'email', 'phone', 'pickup_place']) {
      expect(doc.querySelector(`main form [name="${name}"]`), name).not.toBeNull();
    }
    // One participant unless the visitor says otherwise (docs/product.md, Limits).
    expect(doc.querySelector('main form [name="number_of_participants"]')).toHaveProperty(
      'value',
      '1',
    );
    expect(handedOver(doc)).toContainEqual(['booking', 'tours', 'en']);

    const french = await render('/booking?lang=fr');
    expectHead(french.doc, '/booking', 'fr', 'Réservez votre circuit');
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the not-found page, in the page language', async () => {
    const english = await render('/no-such-page');
    expect(english.status).toBe(404);
    expect(english.doc.querySelector('h1')?.textContent).toBe('Page not found');
    expect(headOf(english.doc)('meta[name="robots"]')).toBe('noindex, follow');

    const french = await render('/no-such-page/deeper?lang=fr');
    expect(french.status).toBe(404);
    expect(french.doc.querySelector('h1')?.textContent).toBe('Page introuvable');
  });
});

describe('the review page rendered on the server', () => {
  async function reviewLink(bookingId: number) {
    const [tour] = await allTours('en');
    const response = await tours.app.inject({
      method: 'POST',
      url: '/internal/review-invitations',
      headers: INTERNAL,
      payload: {
        booking_id: bookingId,
        tour_id: tour!.id,
        customer_name: 'Sophie Martin',
        email: 'sophie@example.fr',
      },
    });
    expect(response.statusCode).toBe(201);
    return { token: (response.json() as { token: string }).token, tour: tour! };
  }

  it('writes the form of a live link, kept out of search engines', async () => {
    const { token } = await reviewLink(9001);
    const french = await tours.app.inject({ url: '/api/tours/tours?lang=fr' });
    const frenchTitle = (french.json() as TourSummary[])[0]!.title;
    const { status, doc } = await render(`/review/${token}?lang=fr`);

    expect(status).toBe(200);
    expect(doc.documentElement.lang).toBe('fr');
    expect(headOf(doc)('meta[name="robots"]')).toBe('noindex, follow');
    expect(doc.querySelector('h1')?.textContent).toBe('Évaluez votre expérience');
    expect(doc.querySelector('main')?.textContent).toContain(frenchTitle);
    // The name is filled in already, from the booking.
    expect(doc.querySelector('main form [name="customer_name"]')?.getAttribute('value')).toBe(
      'Sophie Martin',
    );
  });

  it('answers 410 for a used link, with the thank-you', async () => {
    const { token } = await reviewLink(9002);
    const submitted = await tours.app.inject({
      method: 'POST',
      url: `/api/tours/reviews/submit/${token}`,
      payload: { rating: 5, customer_name: 'Sophie Martin', review_text: null },
    });
    expect(submitted.statusCode).toBe(201);

    const { status, doc } = await render(`/review/${token}`);
    expect(status).toBe(410);
    expect(doc.querySelector('h1')?.textContent).toBe('Thank You!');
    expect(headOf(doc)('meta[name="robots"]')).toBe('noindex, follow');
  });

  it('answers 404 for an unknown link and 410 for an expired one, in the page language', async () => {
    const unknown = await render('/review/no-such-token-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('h1')?.textContent).toBe('Invalid Review Link');
    expect(headOf(unknown.doc)('meta[name="robots"]')).toBe('noindex, follow');

    const { token } = await reviewLink(9003);
    tours.advanceClock(400 * 24 * 60 * 60 * 1000);
    const expired = await render(`/review/${token}?lang=fr`);
    expect(expired.status).toBe(410);
    expect(expired.doc.querySelector('h1')?.textContent).toBe('Lien d’avis invalide');
  });
});

describe('the translations a page hands to the browser (docs/decisions/037)', () => {
  it.each(['en', 'fr'] as const)(
    'are the page language and namespaces alone, and hold every text the page shows (%s)',
    async (language) => {
      const tour = await firstTour(language);
      const pages = ['/', '/tours', `/tours/${tour.id}`, '/gallery', '/contact', '/booking'];
      for (const path of [
        ...pages,
        `/booking?tourId=${tour.id}`,
        '/tours/99999',
        '/no-such-page',
      ]) {
        const separator = path.includes('?') ? '&' : '?';
        const { missingTranslations, doc } = await render(`${path}${separator}lang=${language}`);
        expect(missingTranslations, path).toEqual([]);
        const { translations } = JSON.parse(doc.getElementById('ssr-data')!.textContent!) as {
          translations: Record<string, unknown>;
        };
        expect(Object.keys(translations), path).toContain('common');
        expect(Object.keys(translations), path).not.toContain('admin');
        // The other language's texts never travel.
        const otherTitle = SITE_TITLE[language === 'en' ? 'fr' : 'en'];
        expect(JSON.stringify(translations), path).not.toContain(otherTitle.split(' - ')[1]);
      }
    },
  );

  it('reports a text asked for outside them, rather than render it', () => {
    const missing: string[] = [];
    const i18n = createRequestI18n('fr', translationsFor('fr', ['common']), (key) => {
      missing.push(key);
    });
    expect(i18n.t('common:loading')).toBe('Chargement…');
    expect(missing).toEqual([]);
    i18n.t('review:seoTitle');
    expect(missing).toEqual(['review:seoTitle']);
  });
});
