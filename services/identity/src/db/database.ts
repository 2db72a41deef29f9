import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openIdentityDatabase(dataDir: string) {
  return openServiceDatabase('identity', dataDir, import.meta.url, schema);
}

export type IdentityDb = ReturnType<typeof openIdentityDatabase>['db'];
