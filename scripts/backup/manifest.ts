import { readFile } from 'node:fs/promises';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { z } from 'zod';
import { BackupError } from './backup-error';
import {
  databaseName,
  folderName,
  FOLDERS,
  MANIFEST_FILE,
  resolveIn,
  SECRETS_NAME,
} from './layout';

/** One plain relative path: no absolute paths, no `..`, so a manifest can only name its own files. */
const RelativePathSchema = z
  .string()
  .regex(/^(?!\.\.?(\/|$))[\w.-]+(\/(?!\.\.?(\/|$))[\w.-]+)*$/, 'must be a plain relative path');

const FileEntrySchema = z.object({
  path: RelativePathSchema,
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex'),
});

const DatabaseEntrySchema = z.object({
  service: z.enum(SERVICE_NAMES as [ServiceName, ...ServiceName[]]),
  path: RelativePathSchema,
  migrations: z.object({
    applied: z.number().int().nonnegative(),
    latest: z.number().int().nullable(),
  }),
});

export const BACKUP_FORMAT = 'marrakech-tours-backup';

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  /** When the first database was copied. */
  created_at: z.iso.datetime(),
  duration_ms: z.number().nonnegative(),
  /** The DATA_DIR it was taken from, for the reader's information. */
  source: z.string(),
  sqlite_version: z.string(),
  databases: z.array(DatabaseEntrySchema),
  folders: z.array(z.enum(FOLDERS)),
  /** Every file, databases included, each with its size and SHA-256. */
  files: z.array(FileEntrySchema),
  /** Files the media database names that were already missing from DATA_DIR/media. */
  missing_media_files: z.array(z.string()),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type DatabaseEntry = z.infer<typeof DatabaseEntrySchema>;

/** The top-level names of DATA_DIR a backup replaces when it is restored. */
export function entriesOf(manifest: Manifest): string[] {
  const hasSecrets = manifest.files.some((file) => file.path === SECRETS_NAME);
  return [
    ...manifest.databases.map((database) => database.path),
    ...manifest.folders.map(folderName),
    ...(hasSecrets ? [SECRETS_NAME] : []),
  ];
}

/** Rules the schema cannot say: one database per service, and files only where a backup has them. */
function checkContents(manifest: Manifest): string | null {
  for (const service of SERVICE_NAMES) {
    const entries = manifest.databases.filter((database) => database.service === service);
    if (entries.length !== 1) return `it must hold the ${service} database once`;
    if (entries[0]!.path !== databaseName(service)) return `the ${service} database is misnamed`;
    if (!manifest.files.some((file) => file.path === entries[0]!.path))
      return `${entries[0]!.path} is not among its files`;
  }
  const singles = new Set([...manifest.databases.map((database) => database.path), SECRETS_NAME]);
  const folders = new Set(manifest.folders.map(folderName));
  for (const file of manifest.files) {
    const [top, ...rest] = file.path.split('/');
    const fits = rest.length === 0 ? singles.has(file.path) : folders.has(top!);
    if (!fits) return `it lists ${file.path}, which a backup does not hold`;
  }
  return null;
}

/** Reads and checks a backup's manifest; every failure is a BackupError naming what is wrong. */
export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = resolveIn(backupDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new BackupError(
        `No backup at ${backupDir}: it has no ${MANIFEST_FILE} (a backup that did not finish has none)`,
      );
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `${file} is not a backup manifest of this site (${issue?.path.join('.') || 'manifest'}: ${issue?.message})`,
    );
  }
  const problem = checkContents(parsed.data);
  if (problem) throw new BackupError(`${file} is not a usable backup manifest: ${problem}`);
  return parsed.data;
}
