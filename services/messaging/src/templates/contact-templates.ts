import { ContactDataSchema, type ContactData } from '@mt/contracts/messaging';
import { z } from 'zod';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';
import { greet, signOff } from './wording';

/** The contact form as the route already validated it; checked again because data crosses a queue. */
export const ContactFormDataSchema = ContactDataSchema;

/**
 * docs/product.md (Rules, E-mail): the visitor's acknowledgement is fixed text. Whatever data
 * arrives is dropped here, before rendering, so none of the visitor's words can be relayed to the
 * address they typed.
 */
export const ContactAckDataSchema = z.unknown().transform((): Record<string, never> => ({}));

/** To the operator: the whole message, labelled, with Reply-To set to the visitor. */
export function composeContactForm(data: ContactData, { t }: TemplateContext): EmailContent {
  const { name } = data;
  return {
    subject: t('contactForm.subject', { subject: data.subject }),
    preheader: t('contactForm.preheader', { name }),
    blocks: [
      { kind: 'heading', text: t('contactForm.heading') },
      { kind: 'paragraph', text: t('contactForm.intro', { name }) },
      {
        kind: 'details',
        rows: [
          [t('contactForm.name'), name],
          [t('contactForm.email'), data.email],
          [t('contactForm.subjectLabel'), data.subject],
        ],
      },
      { kind: 'quote', label: t('contactForm.message'), text: data.message },
    ],
  };
}

/** To the visitor: thanks and nothing of what they wrote. */
export function composeContactAck(
  _data: Record<string, never>,
  context: TemplateContext,
): EmailContent {
  const { t, siteName } = context;
  return {
    subject: t('contactAck.subject', { siteName }),
    preheader: t('contactAck.preheader'),
    blocks: [
      greet(t, null),
      { kind: 'paragraph', text: t('contactAck.thanks') },
      { kind: 'paragraph', text: t('contactAck.meanwhile') },
      { kind: 'button', label: t('contactAck.button'), url: joinUrl(context.publicUrl, '/tours') },
      { kind: 'paragraph', text: t('contactAck.ignore') },
      signOff(t, siteName),
    ],
  };
}
