import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app';
import { sendRawRequest, type RawAnswer } from '../../gateway/src/testing/send-raw-request';
import { serviceResolver } from './config';
import { createPageServer } from './page-server';
import { readPageAddress, renderPage, setApiUrlResolver } from '../src/entry-server';
import type { RenderRequest } from '../src/entry-server';
import { aTour, startToursService } from '../../../services/tours/test/harness';
import type { RunningProcess } from '../../../scripts/bench/support/service';
import { startNginx } from '../../../scripts/nginx/nginx-process';

/**
 * Both gateways in front of apps/web's real renderer, rendering real pages from a real tours
 * service (docs/decisions/057): each passes a page's address on as the visitor sent it, or
 * refuses it as the renderer would, so that the renderer renders exactly the address it keeps,
 * and both answer every spelling of an address alike.
 */
const origin = 'https://tours.example.ma';
const web = createTempDataDir('mt-page-addresses-web-');
const rendered: string[] = [];
let tours: Awaited<ReturnType<typeof startToursService>>;
let renderer: Server;
let nginx: RunningProcess;
let node: Awaited<ReturnType<typeof buildGateway>>;
let gateways: { name: string; base: string }[];
let tourId: number;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  tours = await startToursService();
  const toursUrl = await tours.app.listen({ port: 0, host: '127.0.0.1' });
  setApiUrlResolver(serviceResolver({ tours: toursUrl }));
  const created = await tours.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: tours.admin,
    payload: aTour({ title: 'Ourika Valley', title_fr: 'Vallée de l’Ourika' }),
  });
  tourId = created.json().id;

  const pages = createPageServer({
    render: (request: RenderRequest) => {
      rendered.push(request.url);
      return renderPage(request);
    },
    origin,
    assets: { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] },
    internalToken: undefined,
    log: () => {},
  });
  renderer = createServer(pages.listener);
  const rendererHost = await listen(renderer);
  const upstreams = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      name === 'tours' ? new URL(toursUrl).host : new URL(UNREACHABLE_URL).host,
    ]),
  ) as Record<ServiceName, string>;
  nginx = await startNginx({
    port: await freePort(),
    webRoot: web.dir,
    upstreams,
    renderer: rendererHost,
    logLevel: 'crit',
  });
  node = await buildGateway({
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    serviceUrls: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, `http://${upstreams[name]}`]),
    ) as Record<ServiceName, string>,
    webRendererUrl: `http://${rendererHost}`,
  });
  await node.listen({ port: 0, host: '127.0.0.1' });
  gateways = [
    { name: 'nginx', base: nginx.base },
    { name: 'node', base: `http://127.0.0.1:${(node.server.address() as AddressInfo).port}` },
  ];
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await node?.close();
  renderer?.closeAllConnections();
  await new Promise((resolve) => renderer?.close(resolve));
  await tours?.close();
  web.remove();
});

/** The same raw request to both gateways: their answers, which must be the same. */
async function askBoth(target: string): Promise<RawAnswer> {
  const [fromNginx, fromNode] = await Promise.all(
    gateways.map(({ base }) => sendRawRequest(base, { path: target })),
  );
  const comparable = ({ status, headers, body }: RawAnswer) => ({
    status,
    location: headers.location,
    type: headers['content-type']?.split(';')[0],
    body: typeof body === 'string' ? body.length > 0 : body,
  });
  expect(comparable(fromNginx!), target).toEqual(comparable(fromNode!));
  return fromNginx!;
}

const title = (html: unknown) => /<h1[^>]*>(.*?)<\/h1>/.exec(String(html))?.[1];
const canonical = (html: unknown) => /<link rel="canonical" href="([^"]*)"/.exec(String(html))?.[1];

describe('both gateways and the renderer, for an address in any spelling', () => {
  it.each([
    '/x/..',
    '/x/.',
    '/gallery\\..\\tours',
    '/tours/7\\..\\4',
    '/x/%2e%2e/tours',
    '/x/.%2E',
    '/gallery%5C..%5Ctours',
    '/tours%2F4',
  ])('refuse %s with 400 {detail}, rendering nothing', async (target) => {
    rendered.length = 0;
    const answer = await askBoth(target);
    expect([answer.status, answer.body]).toEqual([
      400,
      { detail: 'Malformed page address', code: 'VALIDATION' },
    ]);
    expect(rendered).toEqual([]);
  });

  it.each([
    ['//x/tours?p=1', '/x/tours'],
    ['//tours?lang=fr&evict=1', '/tours?lang=fr'],
    ['/tours/', '/tours'],
    ['/TOURS', '/tours'],
    ['/tour%73?lang=fr', '/tours?lang=fr'],
    ['/booking//?tour=3&utm_source=x', '/booking?tour=3'],
  ])('redirect %s to %s, rendering nothing', async (target, location) => {
    rendered.length = 0;
    const answer = await askBoth(target);
    expect([answer.status, answer.headers.location]).toEqual([301, location]);
    expect(rendered).toEqual([]);
  });

  it('pass a page’s own address on as sent, and show every visitor its real page', async () => {
    rendered.length = 0;
    const hostile = ['//x/tours?p=1', '/x/..', '/gallery\\..\\tours', `/tours/7\\..\\${tourId}`];
    for (let round = 0; round < 2; round += 1) {
      for (const target of hostile) await askBoth(target);
      for (const address of ['/tours', `/tours/${tourId}`, `/tours/${tourId}?lang=fr`]) {
        const page = await askBoth(`${address}${address.includes('?') ? '&' : '?'}evict=${round}`);
        expect(page.status, address).toBe(200);
        expect(title(page.body), address).not.toMatch(/not found|introuvable/i);
        expect(canonical(page.body)).toBe(`${origin}${address}`);
      }
    }
    expect(title((await askBoth(`/tours/${tourId}`)).body)).toBe('Ourika Valley');
    // Rendered once each, and only ever at a page's own address.
    expect([...rendered].sort()).toEqual([
      '/tours',
      `/tours/${tourId}`,
      `/tours/${tourId}?lang=fr`,
    ]);
    for (const url of rendered) expect(readPageAddress(url)).toMatchObject({ url });
  });
});
