import { openServiceDatabase } from '@mt/service-kit/db';
import { schema } from './schema';

export function openBookingsDatabase(dataDir: string) {
  return openServiceDatabase('bookings', dataDir, import.meta.url, schema);
}

export type BookingsDb = ReturnType<typeof openBookingsDatabase>['db'];
