/**
 * `pnpm restore <backup> [--force]`: puts a backup made by `pnpm backup` back into DATA_DIR, with
 * the site stopped. `pnpm restore --resume` finishes a restore that was interrupted. See
 * docs/decisions/014.
 */
import path from 'node:path';
import { dataDirSchema, loadConfig } from '@mt/service-kit/config';
import { makeDataPrivate } from '@mt/service-kit/private-data';
import { z } from 'zod';
import { EXIT_USAGE, parseCommandLine, runCommand } from './backup/cli';
import { describeContents, formatSeconds } from './backup/report';
import { restoreBackup, resumeRestore } from './backup/restore-backup';

const USAGE = `Usage: pnpm restore <backup folder> [--force]
       pnpm restore --resume

Restores a backup into DATA_DIR (default ./data). Stop the site first.
  --force   replace the data DATA_DIR holds (it is moved aside, not deleted)
  --resume  finish a restore that was interrupted while it put its files in place`;

const { values, positionals } = parseCommandLine(
  USAGE,
  { force: { type: 'boolean' }, resume: { type: 'boolean' } },
  1,
);
if (Boolean(values.resume) === (positionals.length === 1)) {
  console.error(`Name one backup folder, or --resume.\n\n${USAGE}`);
  process.exit(EXIT_USAGE);
}
const { DATA_DIR } = loadConfig(z.object({ DATA_DIR: dataDirSchema }));
// What the restore puts in place is the site's data: its owner's alone (docs/decisions/019).
makeDataPrivate(DATA_DIR);

function replacedNote(replaced: string | null): string {
  return replaced
    ? ` The data it replaced is in ${replaced}; delete it once you no longer need it.`
    : '';
}

await runCommand('restore', async () => {
  const started = performance.now();
  if (values.resume) {
    const { backup, replaced } = await resumeRestore(DATA_DIR);
    console.log(`Finished restoring ${backup} into ${DATA_DIR}.${replacedNote(replaced)}`);
    return;
  }
  const backupDir = path.resolve(positionals[0]!);
  const { manifest, replaced } = await restoreBackup({
    backupDir,
    dataDir: DATA_DIR,
    force: values.force === true,
  });
  console.log(
    `Restored ${backupDir} (taken ${manifest.created_at}) into ${DATA_DIR}: ${describeContents(manifest)}, in ${formatSeconds(performance.now() - started)}.${replacedNote(replaced)}`,
  );
});
