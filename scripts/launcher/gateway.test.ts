import { describe, expect, it } from 'vitest';
import { chooseGateway, gatewaySettingSchema, type GatewaySetting } from './gateway';

const installed = () => true;
const missing = () => false;
const choose = (
  setting: GatewaySetting,
  options: { watch?: boolean; trustsProxy?: boolean; nginxInstalled?: () => boolean } = {},
) =>
  chooseGateway({
    setting,
    watch: options.watch ?? false,
    trustsProxy: options.trustsProxy ?? false,
    nginxInstalled: options.nginxInstalled ?? installed,
  });

describe('the gateway `pnpm start` runs', () => {
  it('is nginx when it is installed, and the Node gateway when it is not, by default', () => {
    expect(gatewaySettingSchema.parse(undefined)).toBe('auto');
    expect(choose('auto')).toEqual({ kind: 'nginx', why: 'nginx is installed' });
    expect(choose('auto', { nginxInstalled: missing })).toEqual({
      kind: 'node',
      why: 'nginx is not installed',
    });
  });

  it('is the Node gateway under `pnpm dev` and behind a trusted proxy, nginx or not', () => {
    expect(choose('auto', { watch: true }).kind).toBe('node');
    expect(choose('auto', { trustsProxy: true })).toEqual({
      kind: 'node',
      why: 'GATEWAY_TRUST_PROXY is set, and only the Node gateway believes a proxy in front of it',
    });
  });

  it('is the one GATEWAY names, and GATEWAY=nginx where nginx cannot serve is refused', () => {
    expect(choose('node')).toEqual({ kind: 'node', why: 'GATEWAY=node' });
    expect(choose('nginx')).toEqual({ kind: 'nginx', why: 'GATEWAY=nginx' });
    expect(choose('nginx', { nginxInstalled: missing })).toEqual({
      kind: 'refused',
      why: 'GATEWAY=nginx, but nginx is not installed (apt-get install nginx)',
    });
    expect(choose('nginx', { watch: true }).kind).toBe('refused');
    expect(choose('nginx', { trustsProxy: true }).why).toMatch(/^GATEWAY=nginx cannot be honoured/);
  });

  it('does not look for nginx when the answer does not depend on it', () => {
    let looked = false;
    const spy = () => ((looked = true), true);
    choose('node', { nginxInstalled: spy });
    choose('auto', { watch: true, nginxInstalled: spy });
    expect(looked).toBe(false);
  });

  it('refuses a GATEWAY it does not know', () => {
    expect(gatewaySettingSchema.safeParse('caddy').success).toBe(false);
  });
});
