import {
  type BookingNewData,
  type BookingPricing,
  type BookingSummary,
} from '@mt/contracts/mail-data';
import { bookingSummaryRows, formatBookingReference } from './booking-summary';
import { greet, quoteTitle, signOff } from './copy';
import type { EmailContent, TemplateContext } from './email-content';
import { joinUrl } from './escape';
import { formatDate } from './format';

/** To the customer, right after they book: the request is in, confirmation follows. */
export function composeBookingReceived(
  data: BookingPricing,
  context: TemplateContext,
): EmailContent {
  const { language, siteName } = context;
  const tour = quoteTitle(data.tour_title, language);
  const summary = { kind: 'details', rows: bookingSummaryRows(data, language) } as const;
  if (language === 'fr') {
    return {
      subject: `Nous avons bien reçu votre demande de réservation – ${data.tour_title}`,
      preheader: 'Merci\u00a0! Nous vous confirmerons votre réservation très prochainement.',
      blocks: [
        greet(data.customer_name, language),
        {
          kind: 'paragraph',
          text: `Merci pour votre demande de réservation pour ${tour}. Nous l’avons bien reçue et nous revenons vers vous très vite pour la confirmer.`,
        },
        { kind: 'heading', text: 'Récapitulatif de votre demande' },
        summary,
        {
          kind: 'paragraph',
          text: 'Vous recevrez un nouvel e-mail dès que votre réservation sera confirmée.',
        },
        signOff(siteName, language),
      ],
    };
  }
  return {
    subject: `We have received your booking request – ${data.tour_title}`,
    preheader: 'Thank you! We will confirm your booking very soon.',
    blocks: [
      greet(data.customer_name, language),
      {
        kind: 'paragraph',
        text: `Thank you for your booking request for ${tour}. We have received it and will be in touch very soon to confirm it.`,
      },
      { kind: 'heading', text: 'Your request at a glance' },
      summary,
      {
        kind: 'paragraph',
        text: 'You will receive another e-mail as soon as your booking is confirmed.',
      },
      signOff(siteName, language),
    ],
  };
}

/** To the operator: everything needed to confirm or cancel, and the way to the admin. */
export function composeBookingNew(data: BookingNewData, context: TemplateContext): EmailContent {
  const { language } = context;
  const reference = formatBookingReference(data.booking_id, language);
  const fr = language === 'fr';
  const contactRows: Array<[string, string]> = [
    [fr ? 'Client' : 'Customer', data.customer_name],
    ['E-mail', data.email],
    [fr ? 'Téléphone' : 'Phone', data.phone ?? (fr ? 'Non renseigné' : 'Not given')],
  ];
  const [referenceRow, ...tripRows] = bookingSummaryRows(data, language);
  const rows = referenceRow ? [referenceRow, ...contactRows, ...tripRows] : contactRows;
  const specialRequests = data.special_requests
    ? [
        {
          kind: 'quote',
          label: fr ? 'Demandes particulières' : 'Special requests',
          text: data.special_requests,
        } as const,
      ]
    : [];
  const tour = quoteTitle(data.tour_title, language);
  const start = formatDate(data.start_date, language);

  return {
    subject: fr
      ? `Nouvelle réservation ${reference} – ${data.tour_title} – ${data.customer_name}`
      : `New booking ${reference} – ${data.tour_title} – ${data.customer_name}`,
    preheader: fr
      ? `${data.customer_name} souhaite réserver ${tour} à partir du ${start}.`
      : `${data.customer_name} would like to book ${tour} from ${start}.`,
    blocks: [
      { kind: 'heading', text: fr ? 'Nouvelle demande de réservation' : 'New booking request' },
      {
        kind: 'paragraph',
        text: fr
          ? `${data.customer_name} souhaite réserver ${tour}. La demande attend votre confirmation.`
          : `${data.customer_name} would like to book ${tour}. The request is waiting for your confirmation.`,
      },
      { kind: 'details', rows },
      ...specialRequests,
      {
        kind: 'button',
        label: fr ? 'Voir les réservations' : 'Open bookings',
        url: data.admin_url,
      },
    ],
  };
}

/** To the customer, once the operator confirms. */
export function composeBookingConfirmed(
  data: BookingSummary,
  context: TemplateContext,
): EmailContent {
  const { language, siteName } = context;
  const tour = quoteTitle(data.tour_title, language);
  const start = formatDate(data.start_date, language);
  const summary = { kind: 'details', rows: bookingSummaryRows(data, language) } as const;
  if (language === 'fr') {
    return {
      subject: `Votre réservation est confirmée – ${data.tour_title}`,
      preheader: `Bonne nouvelle\u00a0: rendez-vous le ${start}\u00a0!`,
      blocks: [
        greet(data.customer_name, language),
        {
          kind: 'paragraph',
          text: `Bonne nouvelle\u00a0: votre réservation pour ${tour} est confirmée. Nous avons hâte de vous accueillir le ${start}.`,
        },
        { kind: 'heading', text: 'Votre réservation' },
        summary,
        {
          kind: 'paragraph',
          text: 'Conservez cet e-mail\u00a0: il vous servira de référence.',
        },
        signOff(siteName, language),
      ],
    };
  }
  return {
    subject: `Your booking is confirmed – ${data.tour_title}`,
    preheader: `Good news: see you on ${start}!`,
    blocks: [
      greet(data.customer_name, language),
      {
        kind: 'paragraph',
        text: `Good news: your booking for ${tour} is confirmed. We look forward to welcoming you on ${start}.`,
      },
      { kind: 'heading', text: 'Your booking' },
      summary,
      { kind: 'paragraph', text: 'Please keep this e-mail for your reference.' },
      signOff(siteName, language),
    ],
  };
}

/** To the customer, when the booking is cancelled. */
export function composeBookingCancelled(
  data: BookingSummary,
  context: TemplateContext,
): EmailContent {
  const { language, siteName } = context;
  const tour = quoteTitle(data.tour_title, language);
  const toursUrl = joinUrl(context.publicUrl, '/tours');
  const summary = { kind: 'details', rows: bookingSummaryRows(data, language) } as const;
  if (language === 'fr') {
    return {
      subject: `Votre réservation a été annulée – ${data.tour_title}`,
      preheader: `Votre réservation pour ${tour} a été annulée.`,
      blocks: [
        greet(data.customer_name, language),
        {
          kind: 'paragraph',
          text: `Nous sommes au regret de vous informer que votre réservation pour ${tour} a été annulée.`,
        },
        { kind: 'heading', text: 'Réservation annulée' },
        summary,
        {
          kind: 'paragraph',
          text: 'S’il s’agit d’une erreur, ou si vous souhaitez choisir une autre date ou un autre circuit, nous serons ravis de vous aider.',
        },
        { kind: 'button', label: 'Voir nos circuits', url: toursUrl },
        signOff(siteName, language),
      ],
    };
  }
  return {
    subject: `Your booking has been cancelled – ${data.tour_title}`,
    preheader: `Your booking for ${tour} has been cancelled.`,
    blocks: [
      greet(data.customer_name, language),
      {
        kind: 'paragraph',
        text: `We are sorry to let you know that your booking for ${tour} has been cancelled.`,
      },
      { kind: 'heading', text: 'Cancelled booking' },
      summary,
      {
        kind: 'paragraph',
        text: 'If you think this is a mistake, or would like to choose another date or tour, we will be glad to help.',
      },
      { kind: 'button', label: 'Browse our tours', url: toursUrl },
      signOff(siteName, language),
    ],
  };
}
