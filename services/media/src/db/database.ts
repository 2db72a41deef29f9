import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openMediaDatabase(dataDir: string) {
  return openServiceDatabase('media', dataDir, import.meta.url, schema);
}

export type MediaDb = ReturnType<typeof openMediaDatabase>['db'];
