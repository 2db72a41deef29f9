import { booleanSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadMediaConfig(env: Env = process.env) {
  return loadServiceConfig('media', { SEED_DEMO: booleanSchema.default(true) }, env);
}

export type MediaConfig = ReturnType<typeof loadMediaConfig>;
