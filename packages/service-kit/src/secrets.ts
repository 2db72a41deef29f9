import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { dataPath } from './data-dir';

const SecretsSchema = z.object({ SESSION_SECRET: z.string(), INTERNAL_TOKEN: z.string() });
export type Secrets = z.infer<typeof SecretsSchema>;

function generate(): Secrets {
  return {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_TOKEN: randomBytes(32).toString('base64url'),
  };
}

/**
 * SESSION_SECRET and INTERNAL_TOKEN are generated once and kept in DATA_DIR when unset (README.md
 * Configuration). The file appears whole or not at all (written aside, then linked into place),
 * and only the first process to link it wins, so processes starting together agree on one value.
 */
export function ensureSecrets(dataDir: string): Secrets {
  const file = dataPath(dataDir, 'secrets');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(generate(), null, 2), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return SecretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
