import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, booleanSchema, parseConfig, portSchema, urlSchema } from './config';
import { loadServiceConfig } from './service-config';
import { createTempDataDir } from '../testing/service-setup';

const schema = z.object({
  PORT: portSchema.default(8080),
  SEED_DEMO: booleanSchema.default(true),
  PUBLIC_URL: urlSchema.optional(),
});

describe('parseConfig', () => {
  it('applies defaults when variables are unset or empty', () => {
    expect(parseConfig(schema, { PORT: '' })).toEqual({ PORT: 8080, SEED_DEMO: true });
  });

  it('coerces valid values', () => {
    expect(
      parseConfig(schema, { PORT: '9000', SEED_DEMO: 'false', PUBLIC_URL: 'https://x.ma' }),
    ).toEqual({
      PORT: 9000,
      SEED_DEMO: false,
      PUBLIC_URL: 'https://x.ma',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
  ])('names %s in a one-line error', (variable, env) => {
    let caught: unknown;
    try {
      parseConfig(schema, env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable}\\b`));
    expect(message).not.toContain('\n');
  });
});

describe('loadServiceConfig', () => {
  let data: ReturnType<typeof createTempDataDir>;
  beforeEach(() => {
    data = createTempDataDir();
  });
  afterEach(() => data.remove());

  it('generates the internal token once into DATA_DIR and reuses it', () => {
    const first = loadServiceConfig('tours', {}, { DATA_DIR: data.dir });
    const second = loadServiceConfig('bookings', {}, { DATA_DIR: data.dir });
    expect(first.INTERNAL_TOKEN).toHaveLength(43);
    expect(second.INTERNAL_TOKEN).toBe(first.INTERNAL_TOKEN);
    const stored = JSON.parse(readFileSync(path.join(data.dir, 'secrets.json'), 'utf8'));
    expect(stored.INTERNAL_TOKEN).toBe(first.INTERNAL_TOKEN);
    expect(first.PORT).toBe(8081);
    expect(second.PORT).toBe(8082);
  });

  it('prefers a configured token', () => {
    const token = 'a'.repeat(40);
    expect(
      loadServiceConfig('tours', {}, { DATA_DIR: data.dir, INTERNAL_TOKEN: token }).INTERNAL_TOKEN,
    ).toBe(token);
  });

  it('keeps generated secrets in SECRETS_DIR when set, so services with separate data agree', () => {
    const shared = createTempDataDir();
    const other = createTempDataDir();
    try {
      const tours = loadServiceConfig('tours', {}, { DATA_DIR: data.dir, SECRETS_DIR: shared.dir });
      const media = loadServiceConfig(
        'media',
        {},
        { DATA_DIR: other.dir, SECRETS_DIR: shared.dir },
      );
      expect(media.INTERNAL_TOKEN).toBe(tours.INTERNAL_TOKEN);
      expect(existsSync(path.join(shared.dir, 'secrets.json'))).toBe(true);
      expect(existsSync(path.join(data.dir, 'secrets.json'))).toBe(false);
    } finally {
      shared.remove();
      other.remove();
    }
  });
});
