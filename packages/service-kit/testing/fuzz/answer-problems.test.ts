import { describe, expect, it } from 'vitest';
import {
  allowedStatuses,
  findAnswerProblem,
  NO_SESSION_STATUSES,
  PUBLIC_STATUSES,
} from './answer-problems';

const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
  statusCode,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

// The fuzz tests pass when this finds nothing: each rule here must be able to fail them.
describe('findAnswerProblem', () => {
  it('accepts a success, and a documented error with {detail}', () => {
    expect(findAnswerProblem(answer(200, [{ id: 1 }]), PUBLIC_STATUSES)).toBeNull();
    expect(
      findAnswerProblem(answer(409, { detail: 'Fully booked', code: 'CONFLICT' }), PUBLIC_STATUSES),
    ).toBeNull();
  });

  it('refuses any 5xx, and a status the route may not answer', () => {
    expect(findAnswerProblem(answer(500, { detail: 'x' }), PUBLIC_STATUSES)).toBe('answered 500');
    expect(findAnswerProblem(answer(503, { detail: 'x' }), PUBLIC_STATUSES)).toBe('answered 503');
    expect(findAnswerProblem(answer(414, { detail: 'x' }), PUBLIC_STATUSES)).toMatch(/414, not/);
    expect(findAnswerProblem(answer(200, {}), NO_SESSION_STATUSES)).toMatch(/200, not/);
  });

  it('refuses an error that is not JSON {detail}', () => {
    expect(
      findAnswerProblem(answer(400, 'Bad', { 'content-type': 'text/plain' }), PUBLIC_STATUSES),
    ).toMatch(/not JSON/);
    expect(findAnswerProblem(answer(400, '{', json), PUBLIC_STATUSES)).toMatch(/not JSON/);
    expect(
      findAnswerProblem(answer(400, { error: 'Bad Request', message: 'x' }), PUBLIC_STATUSES),
    ).toMatch(/without \{detail\}/);
  });

  it('holds an admin route without a session to 401, and a path no route took to an error', () => {
    const refused = answer(404, { detail: 'Not found' });
    expect(findAnswerProblem(refused, allowedStatuses('admin'))).toMatch(/404, not/);
    expect(
      findAnswerProblem(answer(401, { detail: 'Sign-in required' }), allowedStatuses('admin')),
    ).toBeNull();
    expect(findAnswerProblem(refused, allowedStatuses(undefined))).toBeNull();
    expect(findAnswerProblem(answer(200, {}), allowedStatuses(undefined))).toMatch(/200, not/);
  });

  it('asks a 429 for Retry-After', () => {
    const limited = answer(429, { detail: 'Too many requests' });
    expect(findAnswerProblem(limited, PUBLIC_STATUSES)).toMatch(/Retry-After/);
    limited.headers = { ...json, 'retry-after': '60' };
    expect(findAnswerProblem(limited, PUBLIC_STATUSES)).toBeNull();
  });

  it.each([
    ['a stack frame', 'Error: x\n    at Object.<anonymous> (/srv/app.js:1:1)'],
    ['SQL or SQLite', 'SQLITE_CONSTRAINT: UNIQUE constraint failed: bookings.id'],
    ['SQL or SQLite', 'select id from tours where id = ?'],
    ['node_modules', 'in node_modules/fastify/lib/route.js'],
    ['a file path', 'ENOENT: /work/data/media/x.jpg'],
    ['an internal error name', "TypeError: Cannot read properties of undefined (reading 'id')"],
  ])('refuses an error showing %s', (what, detail) => {
    expect(findAnswerProblem(answer(400, { detail }), PUBLIC_STATUSES)).toBe(
      `answered 400 showing ${what}`,
    );
  });
});
