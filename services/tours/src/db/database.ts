import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openToursDatabase(dataDir: string) {
  return openServiceDatabase('tours', dataDir, import.meta.url, schema);
}

export type ToursDb = ReturnType<typeof openToursDatabase>['db'];
