import { loadConfig, portSchema, urlSchema } from '@mt/service-kit/config';
import {
  SERVICE_NAMES,
  SERVICES,
  serviceUrl,
  serviceUrlVariable,
  webRendererPort,
} from '@mt/service-kit/topology';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

/**
 * The renderer's settings: where it listens (the site's port plus its offset, on loopback, like
 * the services), the site's public URL for absolute links, and where each service answers.
 */
export function loadRendererConfig(env: Env = process.env) {
  const site = loadConfig(
    z.object({
      PORT: portSchema.default(webRendererPort()),
      HOST: z.string().default('127.0.0.1'),
      PUBLIC_URL: urlSchema.default('http://localhost:8080'),
    }),
    env,
  );
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, env[serviceUrlVariable(name)] || serviceUrl(name)]),
  );
  return { ...site, origin: new URL(site.PUBLIC_URL).origin, serviceUrls };
}

/**
 * The renderer asks each service directly, at the path the gateway would have sent it (the
 * gateway keeps the /api prefix: docs/decisions/001).
 */
export function serviceResolver(serviceUrls: Record<string, string>) {
  return (path: string): string => {
    for (const name of SERVICE_NAMES) {
      if (SERVICES[name].prefixes.some((prefix) => path.startsWith(`${prefix}/`))) {
        return new URL(path, serviceUrls[name]).href;
      }
    }
    throw new Error(`no service serves ${path}`);
  };
}
