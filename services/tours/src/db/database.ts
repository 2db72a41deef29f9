import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openToursDatabase(dataDir: string) {
  return openDatabase({ file: path.join(dataDir, 'tours.sqlite'), migrationsFolder, schema });
}

export type ToursDb = ReturnType<typeof openToursDatabase>['db'];
