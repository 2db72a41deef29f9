import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openMessagingDatabase(dataDir: string) {
  return openDatabase({ file: path.join(dataDir, 'messaging.sqlite'), migrationsFolder, schema });
}

export type MessagingDb = ReturnType<typeof openMessagingDatabase>['db'];
