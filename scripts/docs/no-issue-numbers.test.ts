import { describe, expect, it } from 'vitest';

import { listTrackedFiles, readTextFile } from './tracked-files';

/**
 * "Issue 19", "issue #3", "issues #7 and #19": a clone of the repository cannot read the tracker,
 * so a comment, a document or a decision says what was required in the project's own words, or
 * cites docs/product.md or a decision (docs/decisions/README.md) instead.
 */
const ISSUE_NUMBER = /\bissues?\s*#?\s*\d+/gi;

/** Each citation of an issue number in a text, as `line: the words`. */
function findIssueNumbers(text: string): string[] {
  return [...text.matchAll(ISSUE_NUMBER)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${line}: ${match[0].replace(/\s+/g, ' ')}`;
  });
}

// This file names the pattern's examples; the lockfile is pnpm's.
const UNCHECKED = new Set(['scripts/docs/no-issue-numbers.test.ts', 'pnpm-lock.yaml']);

describe('issue numbers', () => {
  it('are found however they are written, and zod issues or a link issued are not', () => {
    expect(
      findIssueNumbers(
        'Issue 19 (point 2)\nissue #3, issue 21’s dates; issues #7 and #19; Issue\n18',
      ),
    ).toEqual(['1: Issue 19', '2: issue #3', '2: issue 21', '2: issues #7', '2: Issue 18']);
    expect(
      findIssueNumbers('error.issues[0]; completing a booking issues a review link; the issue'),
    ).toEqual([]);
  });

  it('are cited by no tracked source file, document or decision', () => {
    const citations = listTrackedFiles()
      .filter((file) => !UNCHECKED.has(file))
      .flatMap((file) => {
        const text = readTextFile(file);
        return text === undefined ? [] : findIssueNumbers(text).map((at) => `${file}:${at}`);
      });
    expect(citations).toEqual([]);
  });
});
