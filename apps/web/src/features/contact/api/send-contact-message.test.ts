import { ContactRequestSchema } from '@mt/contracts/messaging';
import { describe, expect, it } from 'vitest';

import { buildContactRequest } from './send-contact-message';

describe('buildContactRequest', () => {
  it('builds the contact message the messaging service accepts', () => {
    const data = {
      name: 'Amina',
      email: 'amina@example.com',
      subject: 'Sahara',
      message: 'A question about dates.',
    };
    const request = buildContactRequest(data, 'fr');

    expect(request).toEqual({
      to: 'amina@example.com',
      subject: 'Sahara',
      template: 'contact_form',
      data,
      language: 'fr',
    });
    expect(ContactRequestSchema.safeParse(request).success).toBe(true);
  });
});
