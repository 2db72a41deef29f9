import { urlSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadMediaConfig(env: Env = process.env) {
  return loadServiceConfig(
    'media',
    {
      // apps/web's renderer, told when the photos or the gallery change (docs/decisions/027).
      WEB_RENDERER_URL: urlSchema.optional(),
    },
    env,
  );
}

export type MediaConfig = ReturnType<typeof loadMediaConfig>;
