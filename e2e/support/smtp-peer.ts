/**
 * The end-to-end suite's mail server: a real SMTP peer (smtp-server) the site sends to, and a
 * small HTTP endpoint listing what arrived, so a test can see a message reach its inbox.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 18025);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 18026);
const received: { to: string; replyTo: string; subject: string; text: string; html: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: mail.to
            ? Array.isArray(mail.to)
              ? mail.to.map((a) => a.text).join(', ')
              : mail.to.text
            : '',
          replyTo: mail.replyTo?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
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
