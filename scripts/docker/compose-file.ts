import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { interpolate, type Environment } from './compose-interpolation';

/** The parts of a Compose file the checks read; the JSON schema checks the rest. */
export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> };
  user?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target: string })[];
  ports?: (string | number | { published?: string | number; host_ip?: string; target: number })[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition: string }>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
}

/** Parses a Compose file (YAML merge keys and anchors resolved, as Compose does). */
export function parseComposeText(text: string): unknown {
  return parse(text, { merge: true }) as unknown;
}

/**
 * The file as Compose sees it after interpolation with `env`: an empty environment gives the
 * defaults a user gets without a .env file.
 */
export function loadComposeFile(file: string, env: Environment = {}): unknown {
  return interpolate(parseComposeText(readFileSync(file, 'utf8')), env);
}

/** A service's environment as a map, whichever of Compose's two forms it is written in. */
export function environmentOf(service: ComposeService): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((item) => {
        const at = item.indexOf('=');
        return at === -1 ? [item, ''] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value ?? '')]);
  return Object.fromEntries(entries);
}
