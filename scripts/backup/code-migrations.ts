import { readFileSync } from 'node:fs';
import type { ServiceName } from '@mt/service-kit/topology';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';

const services = new URL('../../services/', import.meta.url);

/** The newest migration this checkout has for a service, from drizzle-kit's journal (decision 003). */
function newestMigrationOfCode(service: ServiceName): number {
  const journal = JSON.parse(
    readFileSync(new URL(`${service}/drizzle/meta/_journal.json`, services), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * An older backup is fine: its services migrate it at the next start. A newer one has tables
 * this code does not know and that no migration here would bring back in line, so it is refused.
 */
export function checkMigrationsKnown(manifest: Manifest): void {
  for (const database of manifest.databases) {
    const latest = database.migrations.latest;
    if (latest !== null && latest > newestMigrationOfCode(database.service))
      throw new BackupError(
        `The ${database.service} database in this backup has migrations this code does not know: it was made by a newer version of the site; restore it with that version`,
      );
  }
}
