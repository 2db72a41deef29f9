import path from 'node:path';
import { loadConfig, logLevelSchema, portSchema, urlSchema } from '@mt/service-kit/config';
import { packageRoot } from '@mt/service-kit/package-root';
import {
  SERVICE_NAMES,
  serviceUrl,
  serviceUrlVariable,
  WEB_RENDERER,
  webRendererUrl,
  type ServiceName,
} from '@mt/service-kit/topology';
import { trustedProxy } from '@mt/service-kit/trusted-proxy';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

// apps/web/dist beside this package, from its sources and from its bundle alike.
const defaultWebDist = path.join(packageRoot(import.meta.url), '../web/dist');

function isTrustSetting(setting: string): boolean {
  try {
    trustedProxy(setting);
    return true;
  } catch {
    return false;
  }
}

/**
 * GATEWAY_TRUST_PROXY: proxies in front of the gateway (a TLS terminator) whose X-Forwarded-Proto,
 * -For and -Host it believes, in TRUST_PROXY's format. Unset, it believes nobody, since the
 * gateway is the edge; TRUST_PROXY's default (loopback) is the services', whose proxy it is.
 */
export const gatewayTrustProxySchema = z
  .string()
  .refine(isTrustSetting, {
    error: 'must be addresses or subnets separated by commas, or loopback/linklocal/uniquelocal',
  })
  .optional();

/**
 * GATEWAY_CONNECTIONS_PER_CLIENT: connections one client address may hold at once
 * (connection-limits.ts, docs/decisions/060). A browser opens up to 6, and visitors behind one
 * carrier-grade NAT share an address; 0 switches the cap off.
 */
export const connectionsPerClientSchema = z.coerce
  .number({ error: 'must be a whole number from 0 to 100000' })
  .int('must be a whole number from 0 to 100000')
  .min(0, 'must be a whole number from 0 to 100000')
  .max(100_000, 'must be a whole number from 0 to 100000')
  .default(64);

export function loadGatewayConfig(env: Env = process.env) {
  const site = loadConfig(
    z.object({
      PORT: portSchema.default(8080),
      HOST: z.string().default('localhost'),
      LOG_LEVEL: logLevelSchema,
      WEB_DIST: z.string().default(defaultWebDist),
      /** In `pnpm dev`, pages come from Vite's dev server instead of the built files. */
      WEB_DEV_URL: urlSchema.optional(),
      GATEWAY_TRUST_PROXY: gatewayTrustProxySchema,
      GATEWAY_CONNECTIONS_PER_CLIENT: connectionsPerClientSchema,
    }),
    env,
  );
  const upstreams = loadConfig(
    z.object(
      Object.fromEntries(
        SERVICE_NAMES.map((name) => [
          serviceUrlVariable(name),
          urlSchema.default(serviceUrl(name, site.PORT)),
        ]),
      ) as Record<string, z.ZodDefault<typeof urlSchema>>,
    ),
    env,
  );
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, upstreams[serviceUrlVariable(name)]!]),
  ) as Record<ServiceName, string>;
  // apps/web's renderer, beside the services (docs/decisions/024).
  const renderer = loadConfig(
    z.object({ [WEB_RENDERER.urlVariable]: urlSchema.default(webRendererUrl(site.PORT)) }),
    env,
  );
  return { ...site, serviceUrls, webRendererUrl: renderer[WEB_RENDERER.urlVariable]! };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
