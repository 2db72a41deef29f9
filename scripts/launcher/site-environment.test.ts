import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '@mt/service-kit/testing';
import { afterAll, afterEach, expect, it } from 'vitest';
import { siteEnvironment } from './processes';

const root = createTempDataDir('mt-site-env-');
const mask = process.umask();
afterEach(() => process.umask(mask));
afterAll(() => root.remove());

it('keeps the generated secrets in SECRETS_DIR when it is set, owner-only, as the services read them', () => {
  const dataDir = path.join(root.dir, 'data');
  const secretsDir = path.join(root.dir, 'secrets');
  const env = siteEnvironment({
    PORT: 8080,
    DATA_DIR: dataDir,
    SECRETS_DIR: secretsDir,
    PUBLIC_URL: 'http://localhost:8080',
  });

  const file = path.join(secretsDir, 'secrets.json');
  const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  expect(env.INTERNAL_TOKEN).toBe(secrets.INTERNAL_TOKEN);
  expect(env.SESSION_SECRET).toBe(secrets.SESSION_SECRET);
  expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  expect(statSync(secretsDir).mode & 0o777).toBe(0o700);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});
