import { ContactDataSchema, type ContactData } from '@mt/contracts/messaging';
import { z } from 'zod';
import { greet, signOff } from './copy';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';

/** The contact form as the route already validated it; checked again because data crosses a queue. */
export const ContactFormDataSchema = ContactDataSchema;

/**
 * docs/product.md (Rules, E-mail): the visitor's acknowledgement is fixed text. Whatever data
 * arrives is dropped here, before rendering, so none of the visitor's words can be relayed to the
 * address they typed.
 */
export const ContactAckDataSchema = z.unknown().transform((): Record<string, never> => ({}));

/** To the operator: the whole message, labelled, with Reply-To set to the visitor. */
export function composeContactForm(data: ContactData, context: TemplateContext): EmailContent {
  const { language } = context;
  if (language === 'fr') {
    return {
      subject: `Nouveau message de contact\u00a0: ${data.subject}`,
      preheader: `${data.name} vous a écrit depuis le formulaire de contact.`,
      blocks: [
        { kind: 'heading', text: 'Nouveau message de contact' },
        {
          kind: 'paragraph',
          text: `${data.name} vous a écrit depuis le formulaire de contact du site. Répondez directement à cet e-mail pour lui écrire.`,
        },
        {
          kind: 'details',
          rows: [
            ['Nom', data.name],
            ['E-mail', data.email],
            ['Objet', data.subject],
          ],
        },
        { kind: 'quote', label: 'Message', text: data.message },
      ],
    };
  }
  return {
    subject: `New contact message: ${data.subject}`,
    preheader: `${data.name} wrote to you through the contact form.`,
    blocks: [
      { kind: 'heading', text: 'New contact message' },
      {
        kind: 'paragraph',
        text: `${data.name} wrote to you through the website’s contact form. Reply to this e-mail to answer them directly.`,
      },
      {
        kind: 'details',
        rows: [
          ['Name', data.name],
          ['E-mail', data.email],
          ['Subject', data.subject],
        ],
      },
      { kind: 'quote', label: 'Message', text: data.message },
    ],
  };
}

/** To the visitor: thanks and nothing of what they wrote. */
export function composeContactAck(
  _data: Record<string, never>,
  context: TemplateContext,
): EmailContent {
  const { language, siteName } = context;
  const toursUrl = joinUrl(context.publicUrl, '/tours');
  if (language === 'fr') {
    return {
      subject: `Merci pour votre message – ${siteName}`,
      preheader: 'Nous avons bien reçu votre message et vous répondons sous 24 heures en général.',
      blocks: [
        greet(null, language),
        {
          kind: 'paragraph',
          text: 'Merci de nous avoir écrit\u00a0! Nous avons bien reçu votre message et vous répondrons dans les meilleurs délais\u00a0: en général, sous 24 heures.',
        },
        {
          kind: 'paragraph',
          text: 'En attendant, n’hésitez pas à découvrir nos circuits.',
        },
        { kind: 'button', label: 'Découvrir nos circuits', url: toursUrl },
        {
          kind: 'paragraph',
          text: 'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
        },
        signOff(siteName, language),
      ],
    };
  }
  return {
    subject: `Thank you for your message – ${siteName}`,
    preheader: 'We have received your message and usually reply within 24 hours.',
    blocks: [
      greet(null, language),
      {
        kind: 'paragraph',
        text: 'Thank you for getting in touch! We have received your message and will get back to you as soon as we can – we usually reply within 24 hours.',
      },
      { kind: 'paragraph', text: 'In the meantime, why not have a look at our tours?' },
      { kind: 'button', label: 'Browse our tours', url: toursUrl },
      { kind: 'paragraph', text: 'If you did not write to us, you can safely ignore this e-mail.' },
      signOff(siteName, language),
    ],
  };
}
