import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openMediaDatabase(dataDir: string) {
  return openDatabase({ file: path.join(dataDir, 'media.sqlite'), migrationsFolder, schema });
}

export type MediaDb = ReturnType<typeof openMediaDatabase>['db'];
