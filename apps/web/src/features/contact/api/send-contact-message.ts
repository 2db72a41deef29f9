import type { ContactData, ContactRequest } from '@mt/contracts/messaging';
import { useMutation } from '@tanstack/react-query';

import { getCurrentLanguage } from '../../../i18n';
import type { Language } from '../../../i18n';
import { api } from '../../../lib/api-client';

/**
 * The contact message as sent: `to` is the visitor's own address, the whole form goes in `data`.
 * `language` picks the language of the visitor's acknowledgement e-mail.
 */
export function buildContactRequest(data: ContactData, language: Language): ContactRequest {
  return { to: data.email, subject: data.subject, template: 'contact_form', data, language };
}

/** 2xx sent; 400 `{detail, errors}`; 429 rate limited. Throws ApiError otherwise. */
export async function sendContactMessage(data: ContactData): Promise<void> {
  await api.post<unknown>(
    '/api/messaging/contact',
    buildContactRequest(data, getCurrentLanguage()),
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
}
