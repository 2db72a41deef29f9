import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceApp } from '../src/create-service';
import { startInternalRouteProbe, type InternalRouteProbe } from './internal-route-probe';

/**
 * The internal-route tests of a service that serves no internal route of its own yet
 * (docs/decisions/019): a stand-in route proves the guard is in force on the app as built, and
 * any real one added later is probed beside it.
 */
export function describeInternalGuardWithStandIn(
  app: ServiceApp,
  internalToken: string,
  close: () => Promise<void>,
): void {
  let standInCalls = 0;
  app.post('/internal/guard-stand-in', async () => {
    standInCalls += 1;
    return { ok: true };
  });
  const samples = { bodies: { 'POST /internal/guard-stand-in': { any: 'thing' } } };
  let probe: InternalRouteProbe;

  beforeAll(async () => {
    probe = await startInternalRouteProbe(app, internalToken);
  });
  afterAll(close);

  describe('internal routes', () => {
    it('answer no spelling of their path without the token', async () => {
      const answers = await probe.sendWithoutToken(samples);
      expect(answers.filter((answer) => ![401, 404].includes(answer.status))).toEqual([]);
      expect(probe.reached).toEqual([]);
      expect(standInCalls).toBe(0);
    });

    it('answer callers holding the token', async () => {
      const answers = await probe.sendWithToken(samples);
      expect(answers.every((answer) => answer.status < 300)).toBe(true);
      expect(probe.reached).toHaveLength(probe.routes.length);
      expect(standInCalls).toBe(1);
    });
  });
}
