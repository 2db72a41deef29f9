import { SiteSettingsSchema } from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';
import { TourMeetingPointSchema, type TourMeetingPoint } from '@mt/contracts/tours';
import type { FastifyBaseLogger } from 'fastify';
import { createInternalClient } from '@mt/service-kit/internal-client';

/**
 * The operator's settings as the e-mails read them (docs/decisions/039): contact facts, the
 * cancellation policy, the operator's language (docs/decisions/043); "" when not set.
 */
export type OperatorContact = SiteSettings;

/** What messaging asks the tours service for as it writes a mail. */
export interface OperatorFacts {
  settings(): Promise<OperatorContact | undefined>;
  /** Where a tour starts, both languages as stored; undefined when it cannot be read. */
  meetingPoint(tourId: number): Promise<TourMeetingPoint | undefined>;
}

/** A mail waits this long at most for each answer; past it, it goes without. */
const SETTINGS_TIMEOUT_MS = 1000;

const NO_FACTS: OperatorFacts = {
  settings: async () => undefined,
  meetingPoint: async () => undefined,
};

/**
 * Reads the operator's settings and a tour's meeting point from the tours service for each mail:
 * mails are few, and read this way they never print details older than the last save. A tours
 * service that is down or slow never stops a mail: it goes without them then, as before the
 * settings existed.
 */
export function createOperatorFactsSource(options: {
  toursUrl: string | undefined;
  internalToken: string;
  log: FastifyBaseLogger;
}): OperatorFacts {
  if (!options.toursUrl) return NO_FACTS;
  const tours = createInternalClient({
    baseUrl: options.toursUrl,
    token: options.internalToken,
    timeoutMs: SETTINGS_TIMEOUT_MS,
  });
  async function read<T>(path: string, parse: (body: unknown) => T): Promise<T | undefined> {
    try {
      const answer = await tours.request('GET', path);
      if (answer.ok) return parse(answer.body);
      options.log.warn({ status: answer.status, path }, 'the operator facts could not be read');
    } catch (error) {
      options.log.warn({ err: error, path }, 'the operator facts could not be read');
    }
    return undefined;
  }
  return {
    settings: () => read('/internal/settings', (body) => SiteSettingsSchema.parse(body)),
    meetingPoint: (tourId) =>
      read(`/internal/tours/${tourId}/meeting-point`, (body) => TourMeetingPointSchema.parse(body)),
  };
}
