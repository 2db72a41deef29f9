import type { ServiceApp } from '@mt/service-kit/create-service';
import { z } from 'zod';
import type { TourRepository } from '../tours/tour-repository';
import { publicUrlOf } from '@mt/service-kit/service-config';

/** The public screens (docs/product.md, Screens) that have a fixed address; each tour adds `/tours/{id}`. */
export const PUBLIC_PAGES = ['/', '/tours', '/gallery', '/booking', '/contact'] as const;

/** Crawlers may re-read these at most hourly; a deleted tour leaves the service's answer at once. */
const CACHE_CONTROL = 'public, max-age=3600';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** The site's address (PUBLIC_URL, else what `pnpm start` serves), to append paths to. */
function siteBase(publicUrl: string | undefined): string {
  return publicUrlOf({ PUBLIC_URL: publicUrl });
}

/** English has no parameter, French adds `lang=fr` (docs/decisions/006; the web app's Seo does the same). */
function languageUrl(base: string, path: string, lang: 'en' | 'fr'): string {
  return lang === 'en' ? `${base}${path}` : `${base}${path}?lang=fr`;
}

export interface SitemapPage {
  path: string;
  /** `YYYY-MM-DD`, when known. */
  lastmod?: string;
}

/**
 * A sitemap with hreflang alternates (sitemaps.org 0.9, Google's xhtml:link extension). Each
 * language version is a page of its own, so each gets a `<url>` naming all its alternates.
 */
export function buildSitemap(publicUrl: string | undefined, pages: SitemapPage[]): string {
  const base = siteBase(publicUrl);
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const entries = pages.flatMap((page) => {
    const alternates = [
      link('en', languageUrl(base, page.path, 'en')),
      link('fr', languageUrl(base, page.path, 'fr')),
      link('x-default', languageUrl(base, page.path, 'en')),
    ];
    return (['en', 'fr'] as const).map((lang) =>
      [
        '  <url>',
        `    <loc>${escapeXml(languageUrl(base, page.path, lang))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything public may be crawled; the dashboard and the single-use review links may not. */
export function buildRobotsTxt(publicUrl: string | undefined): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /review/',
    '',
    `Sitemap: ${siteBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The site's root files, served by the gateway at `/sitemap.xml` and `/robots.txt`
 * (packages/service-kit/src/topology.ts ROOT_FILES). Read from the database on every request:
 * the gateway's clients cache them for an hour, the service never serves a deleted tour.
 */
export function registerSeoRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; publicUrl: string | undefined },
): void {
  const { tours, publicUrl } = deps;
  // Text bodies: the schema documents the answer; a string payload is sent as it is.
  const textResponse = { response: { 200: z.string() } };

  app.get('/api/tours/seo/sitemap.xml', { schema: textResponse }, async (_request, reply) => {
    const pages: SitemapPage[] = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...tours
        .findTours('en')
        .map((tour) => ({ path: `/tours/${tour.id}`, lastmod: tour.updated_at.slice(0, 10) })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(buildSitemap(publicUrl, pages));
  });

  app.get('/api/tours/seo/robots.txt', { schema: textResponse }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(buildRobotsTxt(publicUrl)),
  );
}
