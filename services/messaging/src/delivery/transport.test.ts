import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir } from '@mt/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxTransport } from './transport';

const data = createTempDataDir('mt-transport-');
afterEach(() => data.remove());

describe('the .eml outbox', () => {
  it('writes a mail delivered twice (the process died before marking it sent) as one file', async () => {
    const dir = path.join(data.dir, 'outbox');
    const transport = createOutboxTransport(dir);
    const mail = {
      from: 'Morocco Tourism <no-reply@example.com>',
      to: 'hannah@example.de',
      subject: 'Booking received',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      messageId: '<message-7-20261122100000000@morocco-tourism>',
    };
    await transport.send(mail);
    await transport.send(mail);
    await transport.send({ ...mail, messageId: '<message-8-20261122100000000@morocco-tourism>' });
    transport.close();
    expect(readdirSync(dir).sort()).toEqual([
      '_message-7-20261122100000000_morocco-tourism_.eml',
      '_message-8-20261122100000000_morocco-tourism_.eml',
    ]);
  });
});
