import { loadConfig, portSchema, serviceConfigShape, urlSchema } from '@mt/service-kit/config';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { secretsDirOf } from '@mt/service-kit/service-config';
import {
  SERVICE_NAMES,
  serviceOfPath,
  serviceUrl,
  serviceUrlVariable,
  webRendererPort,
} from '@mt/service-kit/topology';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

/**
 * The token in the secrets every process of the site shares (service-kit's secrets.ts), or
 * undefined when that folder cannot be used: the renderer then still serves its pages, which
 * expire by themselves since no service can drop them (docs/decisions/027).
 */
function sharedInternalToken(secretsDir: string): string | undefined {
  try {
    return ensureSecrets(secretsDir).INTERNAL_TOKEN;
  } catch {
    return undefined;
  }
}

/**
 * The renderer's settings: where it listens (the site's port plus its offset, on loopback, like
 * the services), the site's public URL for absolute links, where each service answers, and the
 * internal token the services send to drop its pages (docs/decisions/027), found as they find it.
 */
export function loadRendererConfig(env: Env = process.env) {
  const site = loadConfig(
    z.object({
      PORT: portSchema.default(webRendererPort()),
      HOST: z.string().default('127.0.0.1'),
      PUBLIC_URL: urlSchema.default('http://localhost:8080'),
      INTERNAL_TOKEN: serviceConfigShape.INTERNAL_TOKEN,
      DATA_DIR: serviceConfigShape.DATA_DIR,
      SECRETS_DIR: serviceConfigShape.SECRETS_DIR,
    }),
    env,
  );
  const internalToken = site.INTERNAL_TOKEN ?? sharedInternalToken(secretsDirOf(site));
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, env[serviceUrlVariable(name)] || serviceUrl(name)]),
  );
  return { ...site, origin: new URL(site.PUBLIC_URL).origin, serviceUrls, internalToken };
}

/**
 * The renderer asks each service directly, at the path the gateway would have sent it (the
 * gateway keeps the /api prefix: docs/decisions/001).
 */
export function serviceResolver(serviceUrls: Record<string, string>) {
  return (path: string): string => {
    const name = serviceOfPath(path);
    if (name === undefined || !path.startsWith('/api/'))
      throw new Error(`no service serves ${path}`);
    return new URL(path, serviceUrls[name]).href;
  };
}
