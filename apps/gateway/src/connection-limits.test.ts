import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { createTempDataDir, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../scripts/bench/support/service';
import { buildGateway, type GatewayOptions } from './app';
import { CONNECTION_TIMEOUTS } from './connection-limits';

/**
 * The Node gateway's time-outs and its cap on connections per client (docs/decisions/060), with
 * real sockets: a slow client is cut off, and one address cannot hold more than its share.
 * The time-outs are shortened here so that the suite does not wait ten seconds.
 */
const web = createTempDataDir('mt-web-dist-');
const PER_CLIENT = 3;
const TIMEOUTS = { headersMs: 600, requestMs: 1500, checkEveryMs: 100, keepAliveMs: 10_000 };
let tours: FastifyInstance;
let toursUrl = '';
const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
let port = 0;
let trustingPort = 0;
const sockets: Socket[] = [];

async function startGateway(trustProxy: string | undefined, options: GatewayOptions) {
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL]),
  ) as Record<ServiceName, string>;
  serviceUrls.tours = toursUrl;
  const gateway = await buildGateway(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: web.dir,
      WEB_DEV_URL: undefined,
      GATEWAY_CONNECTIONS_PER_CLIENT: PER_CLIENT,
      GATEWAY_TRUST_PROXY: trustProxy,
      serviceUrls,
      webRendererUrl: UNREACHABLE_URL,
    },
    options,
  );
  gateways.push(gateway);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return gateway;
}

const portOf = (gateway: FastifyInstance) => {
  const address = gateway.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

beforeAll(async () => {
  tours = Fastify();
  tours.get('/api/tours/tours', async () => []);
  tours.post('/api/tours/reviews/submit/x', async () => ({ ok: true }));
  toursUrl = await tours.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(await startGateway(undefined, { timeouts: TIMEOUTS }));
  trustingPort = portOf(await startGateway('loopback', { timeouts: TIMEOUTS }));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const gateway of gateways) await gateway.close();
  await tours.close();
  web.remove();
});

/** A connection from `from` (any 127.0.0.0/8 address is this machine), with what it receives. */
function open(to: number, from = '127.0.0.1') {
  const socket = connect({ host: '127.0.0.1', port: to, localAddress: from });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** One keep-alive GET on `connection`; resolves with its status line. */
async function ask(connection: ReturnType<typeof open>): Promise<string> {
  await connection.connected;
  const before = connection.received().length;
  connection.socket.write('GET /api/tours/tours HTTP/1.1\r\nHost: site.test\r\n\r\n');
  await expect
    .poll(
      () => connection.received().slice(before).includes('\r\n\r\n') || connection.socket.closed,
    )
    .toBe(true);
  return connection.received().slice(before).split('\r\n')[0] ?? '';
}

describe('the Node gateway waits for a slow client only as long as nginx does', () => {
  it('takes its time-outs from infra/nginx', () => {
    const nginx = readFileSync(
      path.join(repositoryRoot, 'infra/nginx/templates/default.conf.template'),
      'utf8',
    );
    const proxy = readFileSync(
      path.join(repositoryRoot, 'infra/nginx/snippets/proxy.conf'),
      'utf8',
    );
    const seconds = (text: string, directive: string) =>
      Number(new RegExp(`${directive} (\\d+)s;`).exec(text)?.[1]) * 1000;
    expect(CONNECTION_TIMEOUTS.headersMs).toBe(seconds(nginx, 'client_header_timeout'));
    expect(CONNECTION_TIMEOUTS.idleMs).toBe(seconds(proxy, 'proxy_read_timeout'));
    expect(CONNECTION_TIMEOUTS.idleMs).toBeGreaterThanOrEqual(
      seconds(nginx, 'client_body_timeout'),
    );
    expect(CONNECTION_TIMEOUTS.idleMs).toBeGreaterThanOrEqual(seconds(nginx, 'send_timeout'));
  });

  it('sets them on its own server, where node:http would wait 60 s for the headers', async () => {
    const gateway = await startGateway(undefined, {});
    expect(gateway.server.headersTimeout).toBe(10_000);
    expect(gateway.server.requestTimeout).toBe(CONNECTION_TIMEOUTS.requestMs);
    expect(gateway.server.timeout).toBe(CONNECTION_TIMEOUTS.idleMs);
    expect(gateway.server.keepAliveTimeout).toBe(CONNECTION_TIMEOUTS.keepAliveMs);
  });

  it('answers 408 and closes a client that sends its headers a line at a time', async () => {
    const loris = open(port);
    await loris.connected;
    const started = Date.now();
    loris.socket.write('GET /api/tours/tours HTTP/1.1\r\nHost: site.test\r\n');
    const drip = setInterval(() => loris.socket.write(`X-Drip-${Date.now()}: 1\r\n`), 100);
    const closedAt = await loris.closed;
    clearInterval(drip);
    expect(closedAt - started).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(closedAt - started).toBeLessThan(TIMEOUTS.headersMs + 1000);
    expect(loris.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a client that sends its body too slowly', async () => {
    const slow = open(port);
    await slow.connected;
    const started = Date.now();
    slow.socket.write(
      'POST /api/tours/reviews/submit/x HTTP/1.1\r\nHost: site.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => slow.socket.write(' '), 100);
    const closedAt = await slow.closed;
    clearInterval(drip);
    expect(closedAt - started).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(closedAt - started).toBeLessThan(TIMEOUTS.requestMs + 1000);
  });
});

describe('the Node gateway caps the connections of one client', () => {
  it(`refuses a ${PER_CLIENT + 1}th connection from one address, while others still get in`, async () => {
    const held = Array.from({ length: PER_CLIENT }, () => open(port));
    for (const connection of held) expect(await ask(connection)).toBe('HTTP/1.1 200 OK');

    const extra = open(port);
    await extra.closed;
    expect(extra.received()).toBe('');

    // Another address, and then the same one once a connection of it has gone.
    expect(await ask(open(port, '127.0.0.2'))).toBe('HTTP/1.1 200 OK');
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await expect.poll(async () => ask(open(port))).toBe('HTTP/1.1 200 OK');
    for (const connection of held) connection.socket.destroy();
  });

  it('never caps a proxy it trusts (GATEWAY_TRUST_PROXY), which carries many visitors', async () => {
    const connections = Array.from({ length: PER_CLIENT + 2 }, () => open(trustingPort));
    for (const connection of connections) expect(await ask(connection)).toBe('HTTP/1.1 200 OK');
    for (const connection of connections) connection.socket.destroy();
  });
});
