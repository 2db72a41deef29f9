import type { ReviewRequestData } from '@mt/contracts/mail-data';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { formatTripDate } from './booking-summary';
import type { Block, EmailContent, TemplateContext } from './email-content';
import { toSafeHttpUrl } from './escape';
import { greet, quoteTitle, signOff } from './wording';

/** To the customer after a completed tour: one personal link (single use, 90 days). */
export function composeReviewRequest(
  data: ReviewRequestData,
  context: TemplateContext,
): EmailContent {
  const { t, siteName } = context;
  const tour = quoteTitle(t, data.tour_title);
  // Without a usable link the note about it would only confuse; the button itself is dropped later.
  const link: Block[] = toSafeHttpUrl(data.review_url)
    ? [
        {
          kind: 'button',
          label: t('reviewRequest.button'),
          url: data.review_url,
          showUrl: true,
        },
        // Completed before the trip's last day: the link waits for it (docs/decisions/053).
        ...(data.opens_on
          ? [
              {
                kind: 'paragraph',
                text: t('reviewRequest.opensOn', { date: formatTripDate(data.opens_on, context) }),
              } as const,
            ]
          : []),
        { kind: 'paragraph', text: t('reviewRequest.linkNote') },
      ]
    : [];

  return {
    subject: t('reviewRequest.subject', { tour }),
    preheader: t('reviewRequest.preheader'),
    blocks: [
      greet(t, data.customer_name),
      { kind: 'paragraph', text: t('reviewRequest.thanks', { tour }) },
      { kind: 'paragraph', text: t('reviewRequest.ask') },
      ...link,
      ...(data.booking_id === undefined
        ? []
        : [
            {
              kind: 'details',
              rows: [[t('summary.reference'), formatBookingReference(data.booking_id)]],
            } as const,
          ]),
      signOff(t, siteName),
    ],
  };
}
