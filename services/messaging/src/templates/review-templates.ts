import type { ReviewRequestData } from '@mt/contracts/mail-data';
import { greet, quoteTitle, signOff } from './copy';
import type { Block, EmailContent, TemplateContext } from './email-content';
import { toSafeHttpUrl } from './escape';

/** To the customer after a completed tour: one personal link (single use, 90 days). */
export function composeReviewRequest(
  data: ReviewRequestData,
  context: TemplateContext,
): EmailContent {
  const { language, siteName } = context;
  const tour = quoteTitle(data.tour_title, language);
  const fr = language === 'fr';
  // Without a usable link the note about it would only confuse; the button itself is dropped later.
  const link: Block[] = toSafeHttpUrl(data.review_url)
    ? [
        {
          kind: 'button',
          label: fr ? 'Donner mon avis' : 'Write my review',
          url: data.review_url,
          showUrl: true,
        },
        {
          kind: 'paragraph',
          text: fr
            ? 'Ce lien personnel ne peut servir qu’une seule fois et expire dans 90 jours.'
            : 'This personal link can be used once and expires in 90 days.',
        },
      ]
    : [];

  if (fr) {
    return {
      subject: `Comment s’est passé votre circuit ${tour}\u00a0?`,
      preheader: 'Votre avis compte beaucoup pour nous et pour les futurs voyageurs.',
      blocks: [
        greet(data.customer_name, language),
        {
          kind: 'paragraph',
          text: `Merci d’avoir voyagé avec nous pour ${tour}\u00a0! Nous espérons que vous en gardez de merveilleux souvenirs.`,
        },
        {
          kind: 'paragraph',
          text: 'Auriez-vous une minute pour nous raconter votre expérience\u00a0? Votre avis nous aide à nous améliorer et guide les futurs voyageurs.',
        },
        ...link,
        signOff(siteName, language),
      ],
    };
  }
  return {
    subject: `How was ${data.tour_title}? Share your experience`,
    preheader: 'Your review means a lot to us and to future travellers.',
    blocks: [
      greet(data.customer_name, language),
      {
        kind: 'paragraph',
        text: `Thank you for travelling with us on ${tour}! We hope it left you with wonderful memories.`,
      },
      {
        kind: 'paragraph',
        text: 'Could you spare a minute to tell us how it went? Your review helps us improve and helps future travellers choose their adventure.',
      },
      ...link,
      signOff(siteName, language),
    ],
  };
}
