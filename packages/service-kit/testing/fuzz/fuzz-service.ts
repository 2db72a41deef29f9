import { SESSION_COOKIE } from '@mt/contracts/auth';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ServiceName } from '../../src/topology';
import { allowedStatuses, findAnswerProblem } from './answer-problems';
import { edgeRequests } from './edge-requests';
import { describeRequest, type FuzzRequest, type RouteExample } from './fuzz-request';
import { kindOf, PUBLIC_ENDPOINTS, routeKey } from './public-endpoints';
import { randomRequests } from './random-requests';
import type { RecordedApp } from './route-recorder';

/** Requests per route: small by default so CI stays quick; FUZZ_RUNS=2000 for a long hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 40;
/**
 * A fixed seed by default: CI fails or passes the same way on every run, and a failure it shows
 * can be replayed. FUZZ_SEED=<number> explores other requests (fast-check prints the seed of a
 * failure, to pass back here).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20261122;

export interface FuzzTarget {
  app: FastifyInstance;
  recorded: RecordedApp;
  /** Per route (`POST /api/bookings/bookings`): requests that reach its real work. */
  examples?: Record<string, RouteExample | RouteExample[]>;
}

const clip = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);
/** Failures listed by the edge-case pass; the rest are counted. */
const LISTED = 10;

/**
 * One test per route of the service: arbitrary requests, none of which may answer 5xx, leak
 * internals, or answer a status the answering route's kind does not allow: admin routes are
 * fuzzed without a session, internal routes without the token (docs/security.md;
 * docs/decisions/023-endpoint-fuzzing.md says how).
 */
export function fuzzService(service: ServiceName, target: FuzzTarget): void {
  const { app, recorded } = target;
  const { routes } = recorded;

  // Judged by the route that answered: a dot segment can move a request off the fuzzed route.
  async function problemWith(request: FuzzRequest): Promise<string | null> {
    const answer = await app.inject(request);
    const key = recorded.answeredBy(answer.headers['x-request-id']);
    const route = routes.find((candidate) => routeKey(candidate) === key);
    const problem = findAnswerProblem(answer, allowedStatuses(route && kindOf(service, route)));
    return problem && `${problem} (route: ${key ?? 'none'}): ${clip(answer.body)}`;
  }

  describe(`${service}: fuzzing every route`, () => {
    it('has every public endpoint, and every other route guarded or known to be open', () => {
      const keys = routes.map(routeKey);
      expect(PUBLIC_ENDPOINTS[service].filter((key) => !keys.includes(key))).toEqual([]);
      expect(routes.filter((route) => !kindOf(service, route)).map(routeKey)).toEqual([]);
    });

    for (const route of routes) {
      const kind = kindOf(service, route);
      if (!kind) continue;
      const examples = [target.examples?.[routeKey(route)] ?? {}].flat();
      const guarded = kind === 'admin' || kind === 'internal';

      it(`${routeKey(route)} (${kind}): one troublemaker at a time`, async () => {
        // Every change on the first example; the others are tried as they are.
        const requests = examples.flatMap((example, index) =>
          edgeRequests(route, example, { variations: index === 0, bodies: !guarded }),
        );
        const failures: string[] = [];
        for (const request of requests) {
          const problem = await problemWith(request);
          if (problem) failures.push(`${problem}\n    ← ${describeRequest(request)}`);
        }
        const listed = failures.slice(0, LISTED).join('\n');
        const more = failures.length > LISTED ? `\n…and ${failures.length - LISTED} more` : '';
        expect(failures.length, `${listed}${more}`).toBe(0);
      });

      it(`${routeKey(route)} (${kind}): random requests`, async () => {
        const options = guarded ? { sessionCookie: SESSION_COOKIE } : { crossSite: true };
        const requests = fc
          .constantFrom(...examples)
          .chain((example) => randomRequests(route, example, options));
        const property = fc.asyncProperty(requests, async (request) => {
          const problem = await problemWith(request);
          if (problem) throw new Error(problem);
        });
        await fc.assert(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED });
      });
    }
  });
}
