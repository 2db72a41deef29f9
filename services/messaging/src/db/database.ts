import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openMessagingDatabase(dataDir: string) {
  return openServiceDatabase('messaging', dataDir, import.meta.url, schema);
}

export type MessagingDb = ReturnType<typeof openMessagingDatabase>['db'];
