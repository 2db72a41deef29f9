import type { APIRequestContext } from '@playwright/test';
import { E2E_MAIL } from '../../playwright.config';

/** A mail as the suite's SMTP peer (smtp-peer.ts) received it. */
export interface ReceivedMail {
  /** The From header's mailbox: its display name ("" for none) and address. */
  from: { name: string; address: string };
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a confirmation's trip.ics), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Every mail the peer has received so far, oldest first. */
export async function inbox(request: APIRequestContext): Promise<ReceivedMail[]> {
  return (await request.get(E2E_MAIL.inbox)).json();
}
