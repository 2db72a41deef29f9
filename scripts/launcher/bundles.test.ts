import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBundleStale } from './bundles';

const folder = 'services/tours';
let root: string;

/** Writes `file` under the temporary root, modified `minutesAgo`. */
function write(file: string, minutesAgo: number, content = '') {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(full, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mt-bundles-'));
  write('scripts/build/services.ts', 60);
  write('pnpm-lock.yaml', 60);
  write(`${folder}/src/server.ts`, 30);
  write('packages/service-kit/src/db.ts', 30);
  write(
    `${folder}/dist/inputs.json`,
    10,
    JSON.stringify([`${folder}/src/server.ts`, 'packages/service-kit/src/db.ts']),
  );
  write(`${folder}/dist/server.mjs`, 10);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBundleStale', () => {
  it('is fresh when nothing it was made from changed since', () => {
    expect(isBundleStale(root, folder)).toBe(false);
  });

  it('is stale when missing', () => {
    rmSync(path.join(root, folder, 'dist/server.mjs'));
    expect(isBundleStale(root, folder)).toBe(true);
  });

  it('is stale when a source of another package it bundles changed', () => {
    write('packages/service-kit/src/db.ts', 1);
    expect(isBundleStale(root, folder)).toBe(true);
  });

  it('is stale when a file it was made from is gone', () => {
    rmSync(path.join(root, 'packages/service-kit/src/db.ts'));
    expect(isBundleStale(root, folder)).toBe(true);
  });

  it('is stale when the dependencies changed', () => {
    write('pnpm-lock.yaml', 1);
    expect(isBundleStale(root, folder)).toBe(true);
  });

  it('ignores a source file the bundle does not import', () => {
    write(`${folder}/src/unused.ts`, 1);
    expect(isBundleStale(root, folder)).toBe(false);
  });
});
