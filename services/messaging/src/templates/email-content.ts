import type { Language } from '@mt/contracts/common';
import type { EmailTranslate } from './i18n';
import type { OperatorContact } from './operator-contact';
import type { MailAttachment } from './trip-calendar';

/**
 * What a template says, as blocks of plain data. `blocks.ts` turns them into HTML (escaping every
 * value) and into plain text, so both parts always carry the same information and links.
 */
export type Block =
  | { kind: 'heading'; text: string }
  /** Line breaks are kept. */
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A visitor's own words, shown apart and with their line breaks. */
  | { kind: 'quote'; label: string; text: string }
  /** Rendered only when `url` is an http(s) URL; `showUrl` prints the address under the button. */
  | { kind: 'button'; label: string; url: string; showUrl?: boolean };

export interface EmailContent {
  subject: string;
  /** The line an inbox shows after the subject. */
  preheader: string;
  blocks: Block[];
  /** Files sent with the mail: the confirmation's calendar file (docs/decisions/043). */
  attachments?: MailAttachment[];
}

export interface TemplateContext {
  language: Language;
  /** The e-mail's words in its language (i18n.ts). */
  t: EmailTranslate;
  siteName: string;
  publicUrl: string;
  /** The operator's settings as set now; undefined when tours could not be asked. */
  operator?: OperatorContact | undefined;
  /** Where a customer reaches the operator: their public e-mail once set, else OPERATOR_EMAIL. */
  operatorAddress?: string | undefined;
  /** The booked tour's meeting point in the mail's language, when it has one. */
  meetingPoint?: string | undefined;
  /** What the booked tour includes, in the mail's language: the reminder lists it. */
  includes?: string[] | undefined;
}
