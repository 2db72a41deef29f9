import { loadServiceConfig, type ServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadMediaConfig(env: Env = process.env): ServiceConfig {
  return loadServiceConfig('media', {}, env);
}

export type MediaConfig = ServiceConfig;
