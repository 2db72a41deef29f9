import addressparser from 'nodemailer/lib/addressparser';

/** One mailbox: a display name ("" for none) and its address. */
export interface Mailbox {
  name: string;
  address: string;
}

/**
 * MAIL_FROM read as one mailbox, "Name <address>" or a bare address, by nodemailer's own parser;
 * undefined when it is not exactly one.
 */
export function parseMailbox(value: string): Mailbox | undefined {
  const parsed = addressparser(value, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !only?.address) return undefined;
  return { name: only.name, address: only.address };
}

/**
 * The From of a mail (docs/decisions/065): MAIL_FROM's address, under the operator's business
 * name when the mail was written with one, else as MAIL_FROM has it. Handed to nodemailer as a
 * name and an address, which it quotes and encodes itself.
 */
export function senderOf(mailFrom: Mailbox, senderName: string | null | undefined): Mailbox {
  return senderName ? { name: senderName, address: mailFrom.address } : mailFrom;
}
