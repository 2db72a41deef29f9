import { UNREACHABLE_URL } from '@mt/service-kit/testing';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOperatorContactSource } from './operator-contact';

const log = Fastify({ logger: false }).log;
const internalToken = 'test-internal-token-0123456789abcdef';

// The real tours answer is covered end to end (e2e/operator-settings.spec.ts).
describe('the operator contact facts of the e-mails (docs/decisions/039)', () => {
  it('are none when no tours service is configured', async () => {
    const read = createOperatorContactSource({ toursUrl: undefined, internalToken, log });
    expect(await read()).toBeUndefined();
  });

  it('are none, without failing the mail, when the tours service cannot be reached', async () => {
    const read = createOperatorContactSource({ toursUrl: UNREACHABLE_URL, internalToken, log });
    expect(await read()).toBeUndefined();
  });
});
