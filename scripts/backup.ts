/**
 * `pnpm backup [folder]`: a consistent copy of every database, the media, the mail outbox and
 * the generated secrets, taken while the site runs, into `<folder>/<timestamp>` (default
 * ./backups). docs/decisions/014 says how; README "Back up and restore" says where to keep it.
 */
import path from 'node:path';
import { loadConfig, serviceConfigShape } from '@mt/service-kit/config';
import { secretsDirOf } from '@mt/service-kit/service-config';
import { z } from 'zod';
import { parseCommandLine, runCommand } from './backup/cli';
import { createBackup } from './backup/create-backup';
import { describeContents, formatSeconds } from './backup/report';

const USAGE = `Usage: pnpm backup [folder]

Backs up DATA_DIR (default ./data) into <folder>/<timestamp> (default folder: ./backups),
while the site runs. The backup holds customers' data and the site's secrets: keep it private.`;

const { positionals } = parseCommandLine(USAGE, {}, 1);
const { DATA_DIR, SECRETS_DIR } = loadConfig(
  z.object({ DATA_DIR: serviceConfigShape.DATA_DIR, SECRETS_DIR: serviceConfigShape.SECRETS_DIR }),
);

await runCommand('backup', async () => {
  const started = performance.now();
  const { dir, manifest } = await createBackup({
    dataDir: DATA_DIR,
    secretsDir: secretsDirOf({ DATA_DIR, SECRETS_DIR }),
    into: path.resolve(positionals[0] ?? 'backups'),
  });
  if (manifest.missing_media_files.length > 0)
    console.warn(
      `Warning: the media database names files that DATA_DIR/media does not have (missing before this backup): ${manifest.missing_media_files.join(', ')}`,
    );
  console.log(
    `Backed up ${DATA_DIR} to ${dir}: ${describeContents(manifest)}, in ${formatSeconds(performance.now() - started)}.`,
  );
});
