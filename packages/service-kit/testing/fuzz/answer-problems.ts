import type { RouteKind } from './public-endpoints';

/** The error statuses a service may answer a visitor (docs/security.md); never a 5xx. */
export const DOCUMENTED_ERRORS = [400, 401, 403, 404, 409, 410, 413, 415, 422, 429] as const;
export const SUCCESS = [200, 201, 202, 204] as const;
/** What any caller may get from a public route. */
export const PUBLIC_STATUSES: readonly number[] = [...SUCCESS, ...DOCUMENTED_ERRORS];
/** An admin route without a session refuses before it reads anything else. */
export const NO_SESSION_STATUSES: readonly number[] = [401];
/** An internal route without the token: whichever refusal the guard chooses, before anything. */
export const NO_TOKEN_STATUSES: readonly number[] = [401, 403, 404];

/**
 * What a route of this kind may answer; with no route (the router refused the path, or nothing
 * matched), only a documented error.
 */
export function allowedStatuses(kind: RouteKind | undefined): readonly number[] {
  if (kind === 'admin') return NO_SESSION_STATUSES;
  if (kind === 'internal') return NO_TOKEN_STATUSES;
  if (kind === undefined) return DOCUMENTED_ERRORS;
  return PUBLIC_STATUSES;
}

/** What an error answer must never show: stack frames, SQL, the server's files. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /(^|\n)\s*at \S|\bat [^\s()]+ \([^)]*:\d+:\d+\)/],
  [
    'SQL or SQLite',
    /SQLITE|sqlite|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bDELETE FROM\b|no such (table|column)|constraint failed/i,
  ],
  ['node_modules', /node_modules/],
  [
    'a file path',
    /\/(?:work|home|root|tmp|usr|srv|app|var|opt)\/|file:\/\/|[A-Za-z]:\\|\.[cm]?[jt]s:\d+/,
  ],
  [
    'an internal error name',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|FST_ERR_\w+)\b|Cannot read propert|is not a function/,
  ],
];

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with this answer, or null when it keeps every rule. */
export function findAnswerProblem(answer: Answer, allowed: readonly number[]): string | null {
  const { statusCode: status, body } = answer;
  if (status >= 500) return `answered ${status}`;
  if (!allowed.includes(status)) return `answered ${status}, not one of ${allowed.join(', ')}`;
  if (status < 400) return null;

  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `answered ${status} as "${type}", not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const detail = (parsed as { detail?: unknown } | null)?.detail;
  if (typeof detail !== 'string' || detail === '') return `answered ${status} without {detail}`;
  if (status === 429 && !answer.headers['retry-after']) return 'answered 429 without Retry-After';
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(body)) return `answered ${status} showing ${what}`;
  }
  return null;
}
