import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTENT_SECURITY_POLICY } from '../../gateway/src/security-headers';
import { startMedia } from '../../../services/media/test/harness';
import { aTour, startToursService } from '../../../services/tours/test/harness';
import { renderPage, setApiUrlResolver } from '../src/entry-server';
import { serviceResolver } from './config';
import { createCriticalCss } from './critical-css';
import { createPageServer } from './page-server';

/**
 * The first paint waits for no stylesheet and the main photo is fetched first, at the width a
 * phone shows (docs/decisions/068): pages rendered by the renderer's page server from a real
 * tours service, with a photo stored by a real media service, and a built stylesheet on disk.
 */
const origin = 'https://tours.example.ma';
const assets = { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] };
// Tailwind's output in small: a page uses some rules, not others, one of them in a media query.
const STYLESHEET = [
  '@layer theme{:root{--color-stone-50:oklch(98.5% .001 106.423)}}',
  '@layer base{*,:after,:before{box-sizing:border-box}}',
  '@layer utilities{.bg-stone-50{background-color:var(--color-stone-50)}',
  '.size-full{width:100%;height:100%}.never-used-anywhere{color:red}',
  // Spacing as Tailwind writes it: one the tour page's side column uses, one nothing uses.
  ':where(.space-y-6>:not(:last-child)){margin-block-end:1.5rem}',
  ':where(.space-y-96>:not(:last-child)){margin-block-end:24rem}',
  // A date field's inner parts, which no element names: /booking's height depends on them.
  '::-webkit-datetime-edit{padding-block:0}',
  '@media (min-width:64rem){.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\]{grid-template-columns:minmax(0,1fr) 20rem}}}',
].join('');
// A real 1×1 PNG: the media service decodes and re-encodes every upload.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let clientDist: string;
let tours: Awaited<ReturnType<typeof startToursService>>;
let media: Awaited<ReturnType<typeof startMedia>>;
let tourId: number;
const servers: { url: string; close: () => void }[] = [];

async function startPageServer(inline: boolean) {
  const { listener } = createPageServer({
    render: renderPage,
    origin,
    assets,
    internalToken: undefined,
    log: () => {},
    // A first render loads the screens' modules: on a busy machine, past the 3 s of production.
    renderBudgetMs: 30_000,
    ...(inline && {
      inlineCriticalCss: createCriticalCss({ clientDist, styles: assets.styles, log: () => {} }),
    }),
  });
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
  servers.push(started);
  return started;
}

async function documentOf(base: string, pagePath: string) {
  const response = await fetch(`${base}${pagePath}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, doc: new JSDOM(html).window.document };
}

beforeAll(async () => {
  clientDist = mkdtempSync(path.join(tmpdir(), 'mt-web-dist-'));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'assets/index-test.css'), STYLESHEET);

  [tours, media] = await Promise.all([startToursService(), startMedia()]);
  setApiUrlResolver(
    serviceResolver({
      tours: await tours.app.listen({ port: 0, host: '127.0.0.1' }),
      media: await media.app.listen({ port: 0, host: '127.0.0.1' }),
    }),
  );
  const form = new FormData();
  form.append('file', new Blob([PIXEL], { type: 'image/png' }), 'dunes.png');
  const body = new Response(form);
  const upload = await media.app.inject({
    method: 'POST',
    url: '/api/media/upload/tour-image',
    cookies: media.admin,
    headers: { 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(upload.statusCode).toBe(201);
  const created = await tours.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: tours.admin,
    payload: aTour({
      images: [{ image_url: upload.json().url, is_main: true, alt_text: 'Dunes at sunset' }],
    }),
  });
  expect(created.statusCode).toBe(201);
  tourId = created.json().id;
});

afterAll(async () => {
  for (const server of servers) server.close();
  await Promise.all([tours?.close(), media?.close()]);
  rmSync(clientDist, { recursive: true, force: true });
});

describe('a page rendered with its critical CSS', () => {
  it('carries the rules it uses in its head, and links the stylesheet after its content', async () => {
    const renderer = await startPageServer(true);
    const { html, doc } = await documentOf(renderer.url, `/tours/${tourId}`);

    const style = doc.head.querySelector('style#critical-css');
    const css = style?.textContent ?? '';
    expect(css).toContain('.bg-stone-50{');
    expect(css).toContain('.size-full{');
    // A rule in a media query, for a class Tailwind writes escaped.
    expect(css).toContain(
      '@media (min-width:64rem){.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\]',
    );
    expect(css).toContain(':root{');
    expect(css).not.toContain('never-used-anywhere');
    // Kept by what its :where() wraps, which Beasties alone would empty and drop.
    expect(css).toContain(':where(.space-y-6>:not(:last-child)){');
    expect(css).not.toContain('space-y-96');
    // Nothing in the head holds the first paint back: the stylesheet follows the content.
    expect(doc.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    const links = [...doc.body.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(assets.styles);
    const root = doc.getElementById('root')!;
    for (const link of links) {
      expect(root.compareDocumentPosition(link) & root.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Written once, where React left it empty.
    expect(html.match(/<style\b/g)).toHaveLength(1);
  });

  it('is a style the CSP allows: style-src has unsafe-inline, which a hash or nonce would disable', () => {
    const styleSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) =>
      directive.startsWith('style-src '),
    );
    expect(styleSrc).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('links the stylesheet in the head where nothing fills it in (pnpm dev)', async () => {
    const renderer = await startPageServer(false);
    const { doc } = await documentOf(renderer.url, `/tours/${tourId}`);

    expect(doc.getElementById('critical-css')).toBeNull();
    const links = [...doc.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(assets.styles);
    expect(doc.body.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});

describe("the page's main photo", () => {
  it('is preloaded first, at high priority, at the width of the column it fills', async () => {
    const renderer = await startPageServer(true);
    const { doc } = await documentOf(renderer.url, `/tours/${tourId}`);

    const photo = doc.querySelector('main img[alt="Dunes at sunset"]')!;
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(photo.getAttribute('loading')).toBe('eager');
    // A phone shows it across the page less its padding; 66vw would ask a laptop for 1600w.
    const sizes =
      '(min-width: 72rem) 47.5rem, (min-width: 1024px) calc(100vw - 24.5rem), calc(100vw - 2rem)';
    expect(photo.getAttribute('sizes')).toBe(sizes);
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    expect(preload.getAttribute('imagesrcset')).toBe(photo.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(sizes);
    // Before the critical CSS and everything else the head asks for.
    expect(doc.head.querySelector('link')).toBe(preload);

    // Every width the srcset names is a file the media service serves.
    const files = photo
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[0]!);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const served = await media.app.inject({ url: file });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type'], file).toBe('image/webp');
    }
  });

  it("keeps the date field's inner parts where the page has a field, so it keeps its height", async () => {
    const renderer = await startPageServer(true);
    const { doc } = await documentOf(renderer.url, `/booking?tour=${tourId}`);
    const css = doc.head.querySelector('style#critical-css')?.textContent ?? '';
    expect(css).toContain('::-webkit-datetime-edit{padding-block:0}');
  });

  it('is none on home: the featured tours below the hero load lazily', async () => {
    const renderer = await startPageServer(true);
    const { doc } = await documentOf(renderer.url, '/');

    const cards = [...doc.querySelectorAll('main img')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.getAttribute('loading')).toBe('lazy');
    expect(doc.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });
});
