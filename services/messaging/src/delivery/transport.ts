import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../templates/trip-calendar';
import type { Mailbox } from './sender';

export interface OutgoingMail {
  /** A mailbox, or MAIL_FROM as written. */
  from: Mailbox | string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Sent as files beside the text and HTML parts (a confirmation's .ics). */
  attachments?: MailAttachment[] | undefined;
  /** Stable per message, so a resend after a lost reply is recognisable as the same mail. */
  messageId: string;
}

export interface MailTransport {
  /** Recorded on each message, so the log says how it went out. */
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, with time-outs so a silent server cannot hold a delivery forever. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * With no SMTP_URL (README.md, Configuration), each mail is written as an .eml file to
 * DATA_DIR/outbox, built by the same library as real mail. Written aside, then renamed, so a reader
 * never sees half. The file is named after the mail's Message-ID alone: a delivery repeated because
 * the process died before it could mark the message sent replaces the same file rather than adding
 * a second mail.
 */
export function createOutboxTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  mkdirSync(dir, { recursive: true });
  return {
    name: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(mail);
      const name = `${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      const draft = path.join(dir, `.${name}.tmp`);
      writeFileSync(draft, info.message as Buffer);
      renameSync(draft, path.join(dir, name));
    },
    close: () => builder.close(),
  };
}
