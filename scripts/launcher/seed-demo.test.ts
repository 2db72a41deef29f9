import { createTempDataDir } from '@mt/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ensureAdminAccount,
  generatedAdminNotice,
} from '../../services/identity/src/accounts/ensure-admin';
import { createAdminRepository } from '../../services/identity/src/accounts/admin-repository';
import { openIdentityDatabase } from '../../services/identity/src/db/database';
import { planDemoSeed } from './seed-demo';

// docs/decisions/029: on a first start without ADMIN_PASSWORD the launcher makes the password
// the demo seed signs in with; everywhere else identity keeps its own rule.
const data = createTempDataDir('mt-launcher-seed-');
afterAll(() => data.remove());

function plan(env: NodeJS.ProcessEnv) {
  const announced: string[] = [];
  const logged: string[] = [];
  const result = planDemoSeed(
    env,
    data.dir,
    (line) => logged.push(line),
    (text) => announced.push(text),
  );
  return { ...result, announced, logged };
}

describe('the launcher’s demo seed', () => {
  it('makes the first admin password on a first start, and shows it once as identity would', async () => {
    const first = plan({});
    const password = first.identityEnv.ADMIN_PASSWORD!;
    // identity's generatePassword: 144 random bits, base64url.
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(plan({}).identityEnv.ADMIN_PASSWORD).not.toBe(password);
    expect(first.announced).toEqual([generatedAdminNotice('admin@example.com', password)]);

    // Identity's own announcement of a password it generates, word for word.
    const database = openIdentityDatabase(data.dir);
    const shown: string[] = [];
    await ensureAdminAccount(
      createAdminRepository(database.db),
      { email: 'owner@atlas-tours.ma', password: undefined },
      Date.now(),
      (text) => shown.push(text),
    );
    database.close();
    const generated = /password: (\S+)/.exec(shown[0]!)![1]!;
    expect(shown).toEqual([generatedAdminNotice('owner@atlas-tours.ma', generated)]);

    // Identity's database now exists: a later start has no password to give, and stays quiet.
    const later = plan({});
    expect(later.identityEnv).toEqual({});
    expect(later.announced).toEqual([]);
  });

  it('leaves the password to ADMIN_PASSWORD, and everything to identity without SEED_DEMO', () => {
    const configured = plan({ ADMIN_PASSWORD: 'correct horse battery' });
    expect(configured.identityEnv).toEqual({});
    expect(configured.announced).toEqual([]);
    const off = plan({ SEED_DEMO: 'false' });
    expect(off.identityEnv).toEqual({});
    expect(off.announced).toEqual([]);
  });

  it('says in one line why it did not seed, and does not throw', async () => {
    const { run, logged } = plan({ ADMIN_PASSWORD: 'correct horse battery' });
    await run('http://127.0.0.1:9');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^demo content not seeded: [^\n]+$/);
  });
});
