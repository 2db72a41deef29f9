import { z } from 'zod';

/** GATEWAY: which gateway `pnpm start` puts on PORT (docs/decisions/056). */
export const gatewaySettingSchema = z.enum(['auto', 'node', 'nginx']).default('auto');

export type GatewaySetting = z.infer<typeof gatewaySettingSchema>;

export type GatewayChoice =
  { kind: 'node' | 'nginx'; why: string } | { kind: 'refused'; why: string };

/**
 * nginx with infra's configuration when it is installed, since it carries a rush of bookings
 * on a cold start where the Node gateway cannot (docs/decisions/056); the Node gateway
 * (apps/gateway) otherwise, and wherever it does what that configuration does not: `pnpm dev`
 * (Vite's dev server and its hot-reload websocket) and GATEWAY_TRUST_PROXY (infra's nginx
 * believes no X-Forwarded-* header). GATEWAY=node or GATEWAY=nginx decides instead; asking for
 * nginx where it cannot serve is refused rather than quietly ignored.
 */
export function chooseGateway(options: {
  setting: GatewaySetting;
  watch: boolean;
  trustsProxy: boolean;
  nginxInstalled: () => boolean;
}): GatewayChoice {
  const { setting, watch, trustsProxy } = options;
  const nodeOnly = watch
    ? '`pnpm dev` serves the web app from Vite, through the Node gateway'
    : trustsProxy
      ? 'GATEWAY_TRUST_PROXY is set, and only the Node gateway believes a proxy in front of it'
      : undefined;
  if (setting === 'node') return { kind: 'node', why: 'GATEWAY=node' };
  if (nodeOnly) {
    return setting === 'nginx'
      ? { kind: 'refused', why: `GATEWAY=nginx cannot be honoured: ${nodeOnly}` }
      : { kind: 'node', why: nodeOnly };
  }
  if (options.nginxInstalled()) {
    return { kind: 'nginx', why: setting === 'nginx' ? 'GATEWAY=nginx' : 'nginx is installed' };
  }
  return setting === 'nginx'
    ? { kind: 'refused', why: 'GATEWAY=nginx, but nginx is not installed (apt-get install nginx)' }
    : { kind: 'node', why: 'nginx is not installed' };
}
