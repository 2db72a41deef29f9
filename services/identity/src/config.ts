import { EmailSchema, NewPasswordSchema } from '@mt/contracts/auth';
import { secretSchema } from '@mt/service-kit/config';
import { ensureSecrets } from '@mt/service-kit/secrets';
import { loadServiceConfig, secretsDirOf } from '@mt/service-kit/service-config';

type Env = Record<string, string | undefined>;

export function loadIdentityConfig(env: Env = process.env) {
  const config = loadServiceConfig(
    'identity',
    {
      SESSION_SECRET: secretSchema.optional(),
      ADMIN_EMAIL: EmailSchema.optional(),
      ADMIN_PASSWORD: NewPasswordSchema.optional(),
    },
    env,
  );
  return {
    ...config,
    SESSION_SECRET: config.SESSION_SECRET ?? ensureSecrets(secretsDirOf(config)).SESSION_SECRET,
  };
}

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
