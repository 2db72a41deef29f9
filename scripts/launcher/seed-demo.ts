/**
 * SEED_DEMO for `pnpm start` (docs/decisions/029): once the site answers, the demo seed
 * (scripts/demo/seed.ts) fills it if it is empty, signed in as the admin. The seed needs the
 * admin's password: ADMIN_PASSWORD when set; on a first start without one, the launcher makes
 * the first password itself, by identity's rule, hands it to identity for this start and shows
 * it once, as identity would have. The seed itself runs in a process of its own
 * (seed-demo-process.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { booleanSchema, parseConfig } from '@mt/service-kit/config';
import { databaseFile } from '@mt/service-kit/db';
import { z } from 'zod';
import type { SeedResult } from '../demo/seed';
import {
  DEFAULT_ADMIN_EMAIL,
  generatedAdminNotice,
} from '../../services/identity/src/accounts/ensure-admin';
import { generatePassword } from '../../services/identity/src/accounts/passwords';

const seedProcess = fileURLToPath(new URL('./seed-demo-process.ts', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the seed in a child process under tsx; its one line of JSON says how it went. */
async function seedInChild(
  siteUrl: string,
  admin: { email: string; password: string },
): Promise<SeedResult | { error: string }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', seedProcess], {
    cwd: root,
    env: {
      ...process.env,
      SITE_URL: siteUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as SeedResult | { error: string };
}

export interface DemoSeedPlan {
  /** What identity's process is given on top of the site's environment for this start. */
  identityEnv: NodeJS.ProcessEnv;
  /** Seeds the site at `siteUrl` if it is empty; says what happened in one line, never throws. */
  run(siteUrl: string): Promise<void>;
}

export function planDemoSeed(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: (line: string) => void,
  announce: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
): DemoSeedPlan {
  const { SEED_DEMO } = parseConfig(z.object({ SEED_DEMO: booleanSchema.default(true) }), env);
  if (!SEED_DEMO) return { identityEnv: {}, run: async () => {} };

  const email = env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
  let password = env.ADMIN_PASSWORD || undefined;
  const identityEnv: NodeJS.ProcessEnv = {};
  // No account can exist without identity's database: this start creates the first one.
  if (!password && !existsSync(databaseFile(dataDir, 'identity'))) {
    password = generatePassword();
    identityEnv.ADMIN_PASSWORD = password;
    announce(generatedAdminNotice(email, password));
  }

  return {
    identityEnv,
    async run(siteUrl) {
      try {
        if (!password) {
          const tours = (await (await fetch(new URL('/api/tours/tours', siteUrl))).json()) as [];
          if (tours.length === 0) {
            log('demo content not seeded: set ADMIN_PASSWORD, or run `pnpm demo:seed` with it');
          }
          return;
        }
        const result = await seedInChild(siteUrl, { email, password });
        if ('error' in result) log(`demo content not seeded: ${result.error}`);
        else if (result.seeded) {
          log(
            `demo content seeded: ${result.tours} tours, ${result.photos} photos and ` +
              `${result.reviews} reviews in ${(result.ms / 1000).toFixed(1)} s`,
          );
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`demo content not seeded: ${message.replace(/\s+/g, ' ')}`);
      }
    },
  };
}
