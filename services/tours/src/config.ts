import { urlSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadToursConfig(env: Env = process.env) {
  return loadServiceConfig(
    'tours',
    {
      // apps/web's renderer, told when the catalogue changes (docs/decisions/027).
      WEB_RENDERER_URL: urlSchema.optional(),
    },
    env,
  );
}

export type ToursConfig = ReturnType<typeof loadToursConfig>;
