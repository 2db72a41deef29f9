import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigShape, urlSchema } from './config';
import { ensureSecrets } from './secrets';
import { DEFAULT_SITE_PORT, SERVICES, serviceUrl, type ServiceName } from './topology';

type Env = Record<string, string | undefined>;

function baseSchema(name: ServiceName) {
  return z.object({
    ...serviceConfigShape,
    PORT: portSchema.default(DEFAULT_SITE_PORT + SERVICES[name].portOffset),
    IDENTITY_URL: urlSchema.default(serviceUrl('identity')),
  });
}

/** What createService needs from any service's configuration. */
export type ServiceConfig = Omit<z.infer<ReturnType<typeof baseSchema>>, 'INTERNAL_TOKEN'> & {
  INTERNAL_TOKEN: string;
};

/**
 * A service's configuration: the shared variables, its own `extra` ones, and the internal token
 * (from the environment, or generated once into DATA_DIR). Exits with one line on a bad value.
 */
export function loadServiceConfig<TExtra extends z.ZodRawShape>(
  name: ServiceName,
  extra: TExtra,
  env: Env = process.env,
): ServiceConfig & z.infer<z.ZodObject<TExtra>> {
  const base = loadConfig(baseSchema(name), env);
  const own = loadConfig(z.object(extra), env);
  const token = base.INTERNAL_TOKEN ?? ensureSecrets(secretsDirOf(base)).INTERNAL_TOKEN;
  return { ...base, ...own, INTERNAL_TOKEN: token };
}

/** Where generated secrets live (README.md Configuration): SECRETS_DIR when set, else DATA_DIR. */
export function secretsDirOf(config: {
  DATA_DIR: string;
  SECRETS_DIR?: string | undefined;
}): string {
  return config.SECRETS_DIR ?? config.DATA_DIR;
}

/** Where the site is reached, for links in e-mails and the sitemap: PUBLIC_URL, else the default site. */
export function publicUrlOf(config: Pick<ServiceConfig, 'PUBLIC_URL'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${DEFAULT_SITE_PORT}`).replace(/\/+$/, '');
}
