import { booleanSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadToursConfig(env: Env = process.env) {
  return loadServiceConfig('tours', { SEED_DEMO: booleanSchema.default(true) }, env);
}

export type ToursConfig = ReturnType<typeof loadToursConfig>;
