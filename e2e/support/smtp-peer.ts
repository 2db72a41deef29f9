/**
 * The end-to-end suite's mail server: a real SMTP peer (smtp-server) the site sends to, and a
 * small HTTP endpoint listing what arrived, so a test can see a message reach its inbox.
 *
 * A recipient whose local part starts with `fail-once` is refused with a permanent `550` the first
 * time that exact address is seen, and accepted from then on: a test can make a delivery fail on
 * purpose, then see a retry get through. One whose local part starts with `refused` is refused
 * every time: its message stays failed, however often it is tried (a failed row that lasts a whole
 * spec). Refused mail is not listed under /messages.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import type { ReceivedMail } from './inbox';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 18025);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 18026);
const received: ReceivedMail[] = [];
/** The `fail-once` addresses already refused (lower case): the next attempt gets through. */
const refusedOnce = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const recipient = address.address.toLowerCase();
    if (recipient.startsWith('refused')) {
      const refusal = `Mailbox ${recipient} unavailable (e2e: always refused)`;
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
      return;
    }
    if (recipient.startsWith('fail-once') && !refusedOnce.has(recipient)) {
      refusedOnce.add(recipient);
      const refusal = `Mailbox ${recipient} unavailable (e2e: refused once on purpose)`;
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const sender = mail.from?.value[0];
        received.push({
          from: { name: sender?.name ?? '', address: sender?.address ?? '' },
          to: mail.to
            ? Array.isArray(mail.to)
              ? mail.to.map((a) => a.text).join(', ')
              : mail.to.text
            : '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            content: file.content.toString('utf8'),
          })),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(request.url === '/messages' ? JSON.stringify(received) : '{"status":"ok"}');
}).listen(httpPort, '127.0.0.1');
