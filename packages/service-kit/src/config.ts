import path from 'node:path';
import { z } from 'zod';

/** A configuration value that failed validation. Its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment with a zod object schema. Empty strings count as unset, so that
 * `PORT= pnpm start` means "use the default" rather than "invalid".
 */
export function parseConfig<T extends z.ZodObject>(schema: T, env: Env = process.env): z.infer<T> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') || 'environment';
  const shown = typeof present[variable] === 'string' ? ` (got "${present[variable]}")` : '';
  throw new ConfigError(
    `Invalid configuration: ${variable}${shown}: ${issue?.message ?? 'invalid'}`,
  );
}

/** Exit status of a process stopped by bad configuration (sysexits EX_CONFIG): not worth a restart. */
export const EXIT_CONFIG = 78;

/** Like parseConfig, but prints the one-line reason and exits: for process entry points. */
export function loadConfig<T extends z.ZodObject>(schema: T, env: Env = process.env): z.infer<T> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
}

// Building blocks shared by every process's schema.
export const portSchema = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

export const booleanSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const urlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const dataDirSchema = z
  .string()
  .default('./data')
  .transform((dir) => path.resolve(dir));

export const logLevelSchema = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/** Secrets must be long enough to resist guessing; generated ones are 256 bits. */
export const secretSchema = z.string().min(32, 'must be at least 32 characters');

/** What every service reads. Each service extends it with its own variables. */
export const serviceConfigShape = {
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: dataDirSchema,
  LOG_LEVEL: logLevelSchema,
  PUBLIC_URL: urlSchema.optional(),
  INTERNAL_TOKEN: secretSchema.optional(),
  /**
   * Where generated secrets are kept, when not in DATA_DIR: a folder that services with separate
   * data folders share (docker compose gives each service its own volume), so they agree.
   */
  SECRETS_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .optional(),
  /** Addresses whose X-Forwarded-* headers are believed: the gateway, on loopback by default. */
  TRUST_PROXY: z.string().default('loopback'),
};

/** The operator's inbox (OPERATOR_EMAIL): contact messages and new bookings go there. */
export const operatorEmailSchema = z
  .email({ error: 'must be an e-mail address' })
  .default('operator@example.com');
