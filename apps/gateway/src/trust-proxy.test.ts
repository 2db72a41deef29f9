import type { AddressInfo } from 'node:net';
import { startTestIdentity, TEST_ADMIN } from '@mt/identity/testing';
import { createService } from '@mt/service-kit/create-service';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import type { GatewayConfig } from './config';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';
import { sendRawRequest } from './testing/send-raw-request';

/**
 * Behind a TLS-terminating proxy, the gateway believes its X-Forwarded-* headers when, and only
 * when, GATEWAY_TRUST_PROXY names it, and tells the services: the real identity service then
 * marks the session cookie Secure. The test client on 127.0.0.1 plays that proxy.
 */

const data = createTempDataDir('mt-trust-proxy-');
const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
let identity: Awaited<ReturnType<typeof startTestIdentity>>;
let tours: ReturnType<typeof createService>;
let serviceUrls: Record<ServiceName, string>;

/** What a proxy in front says about the visitor's connection. */
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

beforeAll(async () => {
  identity = await startTestIdentity(data.dir);
  // A service that says what it was told of the visitor.
  tours = createService('tours', createTestConfig(data.dir));
  tours.get('/api/tours/visitor', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
  }));
  await tours.listen({ port: 0, host: '127.0.0.1' });
  serviceUrls = Object.fromEntries(SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL])) as Record<
    ServiceName,
    string
  >;
  serviceUrls.identity = identity.url;
  serviceUrls.tours = `http://127.0.0.1:${(tours.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await tours.close();
  await identity.close();
  data.remove();
});

async function startGateway(trustProxy: string | undefined): Promise<string> {
  const config: GatewayConfig = {
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: data.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    GATEWAY_TRUST_PROXY: trustProxy,
    serviceUrls,
    webRendererUrl: UNREACHABLE_URL,
  };
  const gateway = await buildGateway(config);
  gateways.push(gateway);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
}

async function signIn(base: string) {
  const answer = await sendRawRequest(base, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', ...FORWARDED },
    body: Buffer.from(JSON.stringify(TEST_ADMIN)),
  });
  expect(answer.status).toBe(200);
  return {
    cookie: answer.headers['set-cookie']?.join('\n') ?? '',
    hsts: answer.headers['strict-transport-security'],
  };
}

const visitor = async (base: string) =>
  (await sendRawRequest(base, { path: '/api/tours/visitor', headers: FORWARDED })).body;

describe('a gateway whose GATEWAY_TRUST_PROXY names the proxy in front', () => {
  it('serves an https visit as https: HSTS, and a Secure session cookie', async () => {
    const { cookie, hsts } = await signIn(await startGateway('127.0.0.1'));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(hsts).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('tells the services the visitor’s address and protocol', async () => {
    expect(await visitor(await startGateway('loopback'))).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
    });
  });
});

describe.each([
  ['without GATEWAY_TRUST_PROXY', undefined],
  ['whose GATEWAY_TRUST_PROXY names another proxy', '10.0.0.1'],
])('a gateway %s', (_name, trustProxy) => {
  it('ignores X-Forwarded-Proto: no HSTS, no Secure cookie', async () => {
    const { cookie, hsts } = await signIn(await startGateway(trustProxy));
    expect(cookie).not.toMatch(/; Secure/i);
    expect(hsts).toBeUndefined();
  });

  it('tells the services the address that connected, not the one the client claims', async () => {
    expect(await visitor(await startGateway(trustProxy))).toEqual({
      ip: '127.0.0.1',
      protocol: 'http',
    });
  });
});
