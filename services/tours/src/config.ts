import { loadServiceConfig, type ServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadToursConfig(env: Env = process.env): ServiceConfig {
  return loadServiceConfig('tours', {}, env);
}

export type ToursConfig = ServiceConfig;
