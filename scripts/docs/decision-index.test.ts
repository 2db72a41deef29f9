import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { REPOSITORY_ROOT } from './tracked-files';

const DECISIONS = path.join(REPOSITORY_ROOT, 'docs/decisions');
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');

/** Every decision record, by file name: `NNN-title.md`. */
const records = readdirSync(DECISIONS)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort();

/** The index's lines: `- **NNN** [title](NNN-title.md): what it decides.` */
const lines = [...index.matchAll(/^- \*\*(\d{3})\*\* \[(.+)\]\((\S+)\): \S.*$/gm)].map(
  ([, number, title, file]) => ({ number: number!, title: title!, file: file! }),
);

/** A record's own title, from its heading: `# NNN · Title` (or `# NNN: Title`). */
function headingOf(file: string): string {
  const heading = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n', 1)[0]!;
  return heading.replace(/^# \d{3}(?: ·|:) /, '');
}

/** docs/decisions/README.md: one line per decision, so a newcomer finds each by its subject. */
describe('the index of decisions', () => {
  it('lists every record once, in order, and nothing else', () => {
    expect(lines.map((line) => line.file)).toEqual(records);
  });

  it('names each record by its number and its own title', () => {
    for (const line of lines) {
      expect(line.file.startsWith(`${line.number}-`), line.file).toBe(true);
      expect(line.title, line.file).toBe(headingOf(line.file));
    }
  });

  it('says why each number it calls unused has no record', () => {
    const unused = index.split('## Numbers never used')[1] ?? '';
    const numbers = [...unused.matchAll(/\*\*(\d{3})\*\*/g)].map(([, number]) => number!);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) {
      expect(
        records.filter((file) => file.startsWith(`${number}-`)),
        number,
      ).toEqual([]);
    }
  });
});
