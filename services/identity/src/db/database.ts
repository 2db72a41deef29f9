import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openIdentityDatabase(dataDir: string) {
  return openDatabase({ file: path.join(dataDir, 'identity.sqlite'), migrationsFolder, schema });
}

export type IdentityDb = ReturnType<typeof openIdentityDatabase>['db'];
