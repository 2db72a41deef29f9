import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR, contactRequest, startMessaging, type MessagingHarness } from './harness';
import { eventually, startSmtpPeer, type SmtpPeer } from './smtp-peer';

let smtp: SmtpPeer;
let t: MessagingHarness;

afterEach(async () => {
  await t.close();
  await smtp.close();
});

async function start(options: { contactRateLimit?: number } = {}) {
  smtp = await startSmtpPeer();
  t = await startMessaging({ smtpUrl: smtp.url, ...options });
}

const contact = (body: Record<string, unknown>, ip = '203.0.113.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/messaging/contact',
    payload: body,
    headers: { 'x-forwarded-for': ip },
  });

describe('the contact form', () => {
  it('sends the operator the full message with Reply-To, and the visitor a fixed acknowledgement', async () => {
    await start();
    const response = await contact(contactRequest());
    expect(response.statusCode).toBe(202);
    await eventually('both mails', () => smtp.received.length === 2);

    const toOperator = smtp.received.find(
      (mail) => mail.to && JSON.stringify(mail.to).includes(OPERATOR),
    )!;
    expect(toOperator.subject).toContain('Private desert tour');
    expect(toOperator.replyTo?.text).toContain('sophie@example.fr');
    expect(toOperator.from?.text).toContain('no-reply@tours.example.ma');
    expect(toOperator.text).toContain('private 3-day tour to Merzouga');
    expect(toOperator.html).toContain('private 3-day tour to Merzouga');

    const toVisitor = smtp.received.find((mail) =>
      JSON.stringify(mail.to).includes('sophie@example.fr'),
    )!;
    expect(toVisitor.text).toBeTruthy();
    expect(toVisitor.html).toBeTruthy();
    for (const part of [toVisitor.subject, toVisitor.text, toVisitor.html]) {
      expect(part).not.toContain('Merzouga');
      expect(part).not.toContain('Private desert tour');
    }
  });

  it('writes the acknowledgement in the visitor’s language', async () => {
    await start();
    await contact(contactRequest({ language: 'fr' }));
    await eventually('both mails', () => smtp.received.length === 2);
    const toVisitor = smtp.received.find((mail) =>
      JSON.stringify(mail.to).includes('sophie@example.fr'),
    )!;
    expect(toVisitor.html).toContain('lang="fr"');
  });

  it('escapes HTML a visitor types into the form', async () => {
    await start();
    await contact(
      contactRequest(
        {},
        {
          name: '<script>alert(1)</script>',
          message: 'Hi <img src=x onerror=alert(1)> there, tours?',
        },
      ),
    );
    const toOperator = await eventually('the operator mail', () =>
      smtp.received.find((mail) => JSON.stringify(mail.to).includes(OPERATOR)),
    );
    expect(toOperator.html).not.toMatch(/<script|<img/i);
    expect(toOperator.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['no name', {}, { name: '  ' }, 'data.name'],
    ['a bad e-mail', { to: 'sophie@example' }, { email: 'sophie@example' }, 'data.email'],
    ['a short message', {}, { message: 'Too short' }, 'data.message'],
    ['no subject', { subject: '' }, { subject: '' }, 'data.subject'],
  ])(
    'refuses %s with 400 and the field named, and sends nothing',
    async (_name, overrides, data, path) => {
      await start();
      const response = await contact(contactRequest(overrides, data));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
      const log = await t.app.inject({
        method: 'GET',
        url: '/api/messaging/notifications',
        cookies: t.admin,
      });
      expect(log.json()).toEqual([]);
    },
  );

  it('refuses a `to` that is not the form’s address', async () => {
    await start();
    const response = await contact(contactRequest({ to: 'victim@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('to');
  });

  it('limits each address to 5 messages in 15 minutes, with Retry-After', async () => {
    await start();
    for (let i = 0; i < 5; i += 1) expect((await contact(contactRequest())).statusCode).toBe(202);
    const limited = await contact(contactRequest());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/too many/i);
    expect((await contact(contactRequest(), '198.51.100.4')).statusCode).toBe(202);
  });

  it('takes another limit from CONTACT_RATE_LIMIT, and none at 0', async () => {
    await start({ contactRateLimit: 0 });
    for (let i = 0; i < 8; i += 1) expect((await contact(contactRequest())).statusCode).toBe(202);
  });
});
