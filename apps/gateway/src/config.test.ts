import { parseConfig } from '@mt/service-kit/config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectionsPerClientSchema, gatewayTrustProxySchema, loadGatewayConfig } from './config';

const schema = z.object({ GATEWAY_TRUST_PROXY: gatewayTrustProxySchema });

describe('GATEWAY_TRUST_PROXY', () => {
  it('is unset by default: the gateway, at the edge, believes no X-Forwarded-* header', () => {
    expect(loadGatewayConfig({}).GATEWAY_TRUST_PROXY).toBeUndefined();
    // Nor does it borrow the services' setting, whose default trusts loopback.
    expect(loadGatewayConfig({ TRUST_PROXY: 'loopback' }).GATEWAY_TRUST_PROXY).toBeUndefined();
  });

  it.each(['127.0.0.1', 'loopback', '10.0.0.0/8, 192.0.2.7', '::1'])('takes %s', (setting) => {
    expect(parseConfig(schema, { GATEWAY_TRUST_PROXY: setting })).toEqual({
      GATEWAY_TRUST_PROXY: setting,
    });
  });

  it.each(['everyone', '10.0.0.0/99', '127.0.0.1,,'])(
    'refuses %s in one line naming it',
    (setting) => {
      expect(() => parseConfig(schema, { GATEWAY_TRUST_PROXY: setting })).toThrow(
        `Invalid configuration: GATEWAY_TRUST_PROXY (got "${setting}")`,
      );
    },
  );
});

describe('GATEWAY_CONNECTIONS_PER_CLIENT', () => {
  const perClient = z.object({ GATEWAY_CONNECTIONS_PER_CLIENT: connectionsPerClientSchema });

  it('is 64 by default, and 0 switches the cap off', () => {
    expect(loadGatewayConfig({}).GATEWAY_CONNECTIONS_PER_CLIENT).toBe(64);
    expect(parseConfig(perClient, { GATEWAY_CONNECTIONS_PER_CLIENT: '0' })).toEqual({
      GATEWAY_CONNECTIONS_PER_CLIENT: 0,
    });
  });

  it.each(['-1', '2.5', 'many', '100001'])('refuses %s in one line naming it', (setting) => {
    expect(() => parseConfig(perClient, { GATEWAY_CONNECTIONS_PER_CLIENT: setting })).toThrow(
      `Invalid configuration: GATEWAY_CONNECTIONS_PER_CLIENT (got "${setting}")`,
    );
  });
});
