/** The repository's own files, for the checks that read every document or source file. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every file git tracks, as paths from the repository's root. */
export function listTrackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '');
}

/** A tracked file's text, or undefined for a binary file (a photo, an icon). */
export function readTextFile(file: string): string | undefined {
  const bytes = readFileSync(path.join(REPOSITORY_ROOT, file));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}
