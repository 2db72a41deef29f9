import { UNREACHABLE_URL } from '@mt/service-kit/testing';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOperatorFactsSource } from './operator-contact';

const log = Fastify({ logger: false }).log;
const internalToken = 'test-internal-token-0123456789abcdef';

// The real tours answers are covered in test/customer-mails.test.ts and e2e/operator-settings.spec.ts.
describe('the operator facts of the e-mails (docs/decisions/039, 043)', () => {
  it('are none when no tours service is configured', async () => {
    const facts = createOperatorFactsSource({ toursUrl: undefined, internalToken, log });
    expect(await facts.settings()).toBeUndefined();
    expect(await facts.meetingPoint(1)).toBeUndefined();
  });

  it('are none, without failing the mail, when the tours service cannot be reached', async () => {
    const facts = createOperatorFactsSource({ toursUrl: UNREACHABLE_URL, internalToken, log });
    expect(await facts.settings()).toBeUndefined();
    expect(await facts.meetingPoint(1)).toBeUndefined();
  });
});
