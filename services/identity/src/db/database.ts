import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openIdentityDatabase(dataDir: string) {
  return openServiceDatabase(
    'identity',
    dataDir,
    new URL('../../drizzle', import.meta.url),
    schema,
  );
}

export type IdentityDb = ReturnType<typeof openIdentityDatabase>['db'];
