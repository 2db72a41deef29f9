import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '@mt/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/config';

describe('loadIdentityConfig', () => {
  let data: ReturnType<typeof createTempDataDir>;
  let secrets: ReturnType<typeof createTempDataDir>;
  beforeEach(() => {
    data = createTempDataDir();
    secrets = createTempDataDir();
  });
  afterEach(() => {
    data.remove();
    secrets.remove();
  });

  it('takes a generated session secret from SECRETS_DIR when set (docker compose)', () => {
    const config = loadIdentityConfig({ DATA_DIR: data.dir, SECRETS_DIR: secrets.dir });
    const stored = JSON.parse(readFileSync(path.join(secrets.dir, 'secrets.json'), 'utf8'));
    expect(config.SESSION_SECRET).toBe(stored.SESSION_SECRET);
    expect(config.INTERNAL_TOKEN).toBe(stored.INTERNAL_TOKEN);
    expect(existsSync(path.join(data.dir, 'secrets.json'))).toBe(false);
  });

  it('prefers a configured session secret', () => {
    const secret = 's'.repeat(40);
    const config = loadIdentityConfig({ DATA_DIR: data.dir, SESSION_SECRET: secret });
    expect(config.SESSION_SECRET).toBe(secret);
  });
});
