import { startTestIdentity } from '@mt/identity/testing';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildSitemap, PUBLIC_PAGES } from '../src/seo/routes';
import { insertTestCatalogue } from './peer-service';
import { startToursService } from './harness';

const SITE = 'https://tours.example.ma';

/**
 * The harness builds its app without PUBLIC_URL; this one is built the same way with it set, on
 * the test catalogue.
 */
async function startWithPublicUrl(publicUrl: string) {
  const data = createTempDataDir('mt-tours-seo-');
  const identity = await startTestIdentity(data.dir);
  insertTestCatalogue(data.dir);
  const app = buildApp(
    createTestConfig(data.dir, { IDENTITY_URL: identity.url, PUBLIC_URL: publicUrl }),
  );
  await app.ready();
  const admin = await identity.signIn();
  return {
    app,
    admin,
    async close() {
      await app.close();
      await identity.close();
      data.remove();
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/**
 * No XML parser is installed: checks the document's shape strictly enough to catch what a
 * crawler would refuse (unbalanced or unknown elements, unquoted attributes, a bare `&`), then
 * reads each `<url>`.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  expect(body).toMatch(
    /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n[\s\S]*<\/urlset>\n$/,
  );
  // `&` only ever starts an entity (`&amp;` for a literal one); `<` and `>` only delimit tags.
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
  const allowed = new Set(['urlset', 'url', 'loc', 'lastmod', 'xhtml:link']);
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    expect(body.slice(last, match.index), 'text between tags').not.toMatch(/[<>]/);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    expect(allowed, `element ${name}`).toContain(name);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);

  return [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => {
    const locs = [...inner.matchAll(/<loc>([^<]*)<\/loc>/g)];
    expect(locs).toHaveLength(1);
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1];
    if (lastmod !== undefined) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const links = [
      ...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ];
    expect(links).toHaveLength(3);
    return {
      loc: unescape(locs[0]![1]!),
      lastmod,
      alternates: Object.fromEntries(
        links.map(([, lang = '', href = '']) => [lang, unescape(href)]),
      ),
    };
  });
}

/** Every page's English and French addresses, each with all three alternates. */
function expectListed(urls: SitemapUrl[], site: string, path: string) {
  const alternates = {
    en: `${site}${path}`,
    fr: `${site}${path}?lang=fr`,
    'x-default': `${site}${path}`,
  };
  for (const loc of [alternates.en, alternates.fr]) {
    const entry = urls.find((url) => url.loc === loc);
    expect(entry, `${loc} in the sitemap`).toBeDefined();
    expect(entry!.alternates).toEqual(alternates);
  }
}

const listTours = async (app: Awaited<ReturnType<typeof startWithPublicUrl>>['app']) =>
  (await app.inject({ method: 'GET', url: '/api/tours/tours' })).json() as {
    id: number;
    updated_at: string;
  }[];

describe('GET /api/tours/seo/sitemap.xml', () => {
  it('lists every public page and every tour, with hreflang alternates, under PUBLIC_URL', async () => {
    const site = await startWithPublicUrl(SITE);
    close = site.close;
    const response = await site.app.inject({ method: 'GET', url: '/api/tours/seo/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');

    const urls = parseSitemap(response.body);
    const tours = await listTours(site.app);
    expect(tours).toHaveLength(3);
    for (const page of PUBLIC_PAGES) expectListed(urls, SITE, page);
    for (const tour of tours) {
      expectListed(urls, SITE, `/tours/${tour.id}`);
      const entry = urls.find((url) => url.loc === `${SITE}/tours/${tour.id}`);
      expect(entry!.lastmod).toBe(tour.updated_at.slice(0, 10));
    }
    // Nothing else: both languages of each page, once.
    expect(urls).toHaveLength(2 * (PUBLIC_PAGES.length + tours.length));
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    expect(urls.every((url) => url.loc.startsWith(`${SITE}/`))).toBe(true);
  });

  it('falls back to http://localhost:8080 without PUBLIC_URL', async () => {
    const t = await startToursService({ catalogue: true });
    close = t.close;
    const response = await t.app.inject({ method: 'GET', url: '/api/tours/seo/sitemap.xml' });
    const urls = parseSitemap(response.body);
    expectListed(urls, 'http://localhost:8080', '/');
    expectListed(urls, 'http://localhost:8080', '/gallery');
  });

  it('drops a deleted tour at once', async () => {
    const site = await startWithPublicUrl(SITE);
    close = site.close;
    const tours = await listTours(site.app);
    const gone = tours[0]!;
    const kept = tours[1]!;
    const sitemapLocs = async () =>
      parseSitemap(
        (await site.app.inject({ method: 'GET', url: '/api/tours/seo/sitemap.xml' })).body,
      ).map((url) => url.loc);
    expect(await sitemapLocs()).toContain(`${SITE}/tours/${gone.id}`);

    const deleted = await site.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${gone.id}`,
      cookies: site.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const locs = await sitemapLocs();
    expect(locs).not.toContain(`${SITE}/tours/${gone.id}`);
    expect(locs).not.toContain(`${SITE}/tours/${gone.id}?lang=fr`);
    expect(locs).toContain(`${SITE}/tours/${kept.id}`);
  });

  it('escapes what it writes', () => {
    const xml = buildSitemap('https://example.ma/a&b<c>/', [{ path: '/tours/1' }]);
    const urls = parseSitemap(xml);
    expect(xml).toContain('<loc>https://example.ma/a&amp;b&lt;c&gt;/tours/1</loc>');
    expect(urls[1]!.loc).toBe('https://example.ma/a&b<c>/tours/1?lang=fr');
  });
});

describe('GET /api/tours/seo/robots.txt', () => {
  it('lets crawlers in, keeps them out of the dashboard and review links, and names the sitemap', async () => {
    const site = await startWithPublicUrl(SITE);
    close = site.close;
    const response = await site.app.inject({ method: 'GET', url: '/api/tours/seo/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /review/',
        '',
        'Sitemap: https://tours.example.ma/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('names the default site without PUBLIC_URL', async () => {
    const t = await startToursService();
    close = t.close;
    const response = await t.app.inject({ method: 'GET', url: '/api/tours/seo/robots.txt' });
    expect(response.body).toContain('\nSitemap: http://localhost:8080/sitemap.xml\n');
  });
});
