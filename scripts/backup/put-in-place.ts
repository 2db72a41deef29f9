import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { SQLITE_SIDE_FILES } from '@mt/service-kit/db';
import { z } from 'zod';
import { BackupError } from './backup-error';
import { readIfPresent, syncPath, writeNewFile } from './files';

/** Where a restore is staged: inside DATA_DIR, so that each entry moves in with one rename. */
const STAGING_NAME = '.restore';
const JOURNAL_NAME = 'journal.json';

/**
 * Written once every staged file is checked and on disk. Its presence means "put these in
 * place": a restore interrupted after it is finished by `pnpm restore --resume`, before it is
 * simply started again.
 */
const JournalSchema = z.object({
  backup: z.string(),
  created_at: z.string(),
  /** The folder of DATA_DIR that receives what the restore replaces. */
  replaced: z.string(),
  entries: z.array(z.string()),
});
export type Journal = z.infer<typeof JournalSchema>;

export function stagingDir(dataDir: string): string {
  return path.join(dataDir, STAGING_NAME);
}

/** Written under another name, then renamed: a crash leaves either no journal or a whole one. */
export async function writeJournal(dataDir: string, journal: Journal): Promise<void> {
  const staging = stagingDir(dataDir);
  const draft = path.join(staging, `${JOURNAL_NAME}.tmp`);
  await writeNewFile(draft, JSON.stringify(journal, null, 2));
  await rename(draft, path.join(staging, JOURNAL_NAME));
  await syncPath(staging);
}

export async function readJournal(dataDir: string): Promise<Journal | null> {
  const file = path.join(stagingDir(dataDir), JOURNAL_NAME);
  const text = await readIfPresent(file);
  if (text === null) return null;
  try {
    return JournalSchema.parse(JSON.parse(text.toString('utf8')));
  } catch {
    throw new BackupError(
      `${file} is damaged. Move ${stagingDir(dataDir)} aside and restore the backup again.`,
    );
  }
}

/**
 * Moves each staged entry into DATA_DIR, and what it replaces (with the databases' side files)
 * into the journal's `replaced` folder. Every step can be repeated, so running it again after an
 * interruption finishes the job. Answers the `replaced` folder, or null when nothing was replaced.
 */
export async function putInPlace(dataDir: string, journal: Journal): Promise<string | null> {
  const staging = stagingDir(dataDir);
  const replaced = path.join(dataDir, journal.replaced);
  for (const entry of journal.entries) {
    const staged = path.join(staging, entry);
    if (!existsSync(staged)) continue; // put in place before an interruption
    const target = path.join(dataDir, entry);
    // The staged copy has never been opened, so whatever sits at its name is the old data; an
    // old -wal left beside it would be replayed into the new copy.
    for (const old of [target, ...SQLITE_SIDE_FILES.map((suffix) => `${target}${suffix}`)]) {
      if (!existsSync(old)) continue;
      await mkdir(replaced, { recursive: true, mode: 0o700 });
      await rename(old, path.join(replaced, path.basename(old)));
    }
    await rename(staged, target);
  }
  await syncPath(dataDir);
  await rm(staging, { recursive: true, force: true });
  return existsSync(replaced) ? replaced : null;
}
