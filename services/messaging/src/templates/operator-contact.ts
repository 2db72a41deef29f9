import { SiteSettingsSchema } from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';
import type { FastifyBaseLogger } from 'fastify';
import { createInternalClient } from '@mt/service-kit/internal-client';

/** What the e-mails print of the operator's settings (docs/decisions/039); "" when not set. */
export type OperatorContact = Pick<SiteSettings, 'business_name' | 'phone' | 'whatsapp' | 'email'>;

/** A mail waits this long at most for the settings; past it, it goes without them. */
const SETTINGS_TIMEOUT_MS = 1000;

/**
 * Reads the operator's settings from the tours service for each mail: mails are few, and read
 * this way they never print details older than the last save. A tours service that is down or
 * slow never stops a mail: it carries no contact facts then, as before the settings existed.
 */
export function createOperatorContactSource(options: {
  toursUrl: string | undefined;
  internalToken: string;
  log: FastifyBaseLogger;
}): () => Promise<OperatorContact | undefined> {
  if (!options.toursUrl) return async () => undefined;
  const tours = createInternalClient({
    baseUrl: options.toursUrl,
    token: options.internalToken,
    timeoutMs: SETTINGS_TIMEOUT_MS,
  });
  return async () => {
    try {
      const answer = await tours.request('GET', '/internal/settings');
      if (answer.ok) return SiteSettingsSchema.parse(answer.body);
      options.log.warn({ status: answer.status }, 'the operator settings could not be read');
    } catch (error) {
      options.log.warn({ err: error }, 'the operator settings could not be read');
    }
    return undefined;
  };
}
