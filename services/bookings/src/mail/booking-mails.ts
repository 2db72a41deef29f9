import type { Language } from '@mt/contracts/common';
import type { BookingStatus } from '@mt/domain/booking-status';
import type {
  BookingAccount,
  BookingCancelledInput,
  BookingConfirmedData,
  BookingNewData,
  BookingPricing,
  BookingReceivedData,
  BookingReminderData,
  BookingSummary,
  ReviewRequestData,
} from '@mt/contracts/mail-data';
import type { TemplateName } from '@mt/contracts/messaging';
import { balanceOwedCents } from '@mt/domain/booking-balance';
import { depositTerms } from '@mt/domain/deposit';
import { inLanguage } from '@mt/domain/in-language';
import { toEuros } from '@mt/domain/money';
import { tourTitleFor, type BookingRow } from '../bookings/booking-view';

/** One e-mail this service asks messaging to send. */
export interface MailRequest {
  template: TemplateName;
  language: Language;
  recipient: string;
  data: Record<string, unknown>;
  /** The instant before which it may not go (ISO); none to hand it over at once. */
  notBefore?: string;
}

/** The booking's own facts, without a word the visitor typed (docs/decisions/063). */
function tripFacts(row: BookingRow): Omit<BookingSummary, 'customer_name' | 'pickup_place'> {
  return {
    booking_id: row.id,
    tour_id: row.tourId,
    tour_title: tourTitleFor(row),
    start_date: row.startDate,
    end_date: row.endDate,
    participants: row.participants,
    total_price: toEuros(row.totalCents),
    option: row.optionName === null ? null : { name: row.optionName, name_fr: row.optionNameFr },
    lines: row.lines,
  };
}

/** What the visitor typed that a summary repeats: for the operator, or once they accepted it. */
function visitorText(row: BookingRow): Pick<BookingSummary, 'customer_name' | 'pickup_place'> {
  return { customer_name: row.customerName, pickup_place: row.pickupPlace };
}

function summary(row: BookingRow): BookingSummary {
  return { ...tripFacts(row), ...visitorText(row) };
}

/** The facts with the prices: all the booking received says, but for the account. */
function facts(row: BookingRow): Omit<BookingReceivedData, 'account'> {
  return { ...tripFacts(row), days: row.days, price_per_person: toEuros(row.pricePerPersonCents) };
}

/**
 * What was paid of the total so far and what is still owed (docs/decisions/069), stated beside the
 * total in every customer mail that states it. `paidCents`: the payments not voided.
 */
function account(row: BookingRow, paidCents: number): BookingAccount {
  return {
    paid: toEuros(paidCents),
    balance: toEuros(balanceOwedCents(row.totalCents, paidCents)),
  };
}

function pricing(row: BookingRow): BookingPricing {
  return { ...facts(row), ...visitorText(row) };
}

/**
 * docs/product.md (Rules, E-mail): a new booking tells the customer it was received, in the
 * booking's language, and the operator that it came in, in the operator's (docs/decisions/043).
 * The customer's address is only what the visitor typed: that mail says the booking's facts
 * alone, and the operator's copy everything (docs/decisions/063).
 */
export function bookingReceivedMails(
  row: BookingRow,
  operator: { email: string; adminUrl: string },
): MailRequest[] {
  // Messaging writes the operator's copy in the operator's language (docs/decisions/043): it
  // gets both titles and the customer's language.
  const toOperator: BookingNewData = {
    ...pricing(row),
    tour_title: row.tourTitle,
    tour_title_fr: row.tourTitleFr,
    customer_language: row.language,
    email: row.email,
    phone: row.phone,
    special_requests: row.specialRequests,
    // Straight to the booking's own page in the admin (docs/decisions/049).
    admin_url: `${operator.adminUrl}/bookings/${row.id}`,
  };
  return [
    {
      template: 'booking_received',
      language: row.language,
      recipient: row.email,
      data: { ...facts(row), account: account(row, row.paidCents) },
    },
    {
      template: 'booking_new',
      language: row.language,
      recipient: operator.email,
      data: { ...toOperator },
    },
  ];
}

/**
 * What the customer is asked to pay (docs/decisions/054): the deposit the booking was made with,
 * counted against what was received by now (`paidCents`), and the operator's payment link.
 */
function paymentTerms(row: BookingRow, paidCents: number): BookingConfirmedData {
  const terms = depositTerms(row.totalCents, row.depositPercent, paidCents);
  return {
    ...summary(row),
    account: account(row, paidCents),
    deposit:
      row.depositPercent > 0
        ? {
            percent: row.depositPercent,
            deposit_due: toEuros(terms.depositDueCents),
            paid: toEuros(paidCents),
            balance: toEuros(terms.balanceAfterDepositCents),
          }
        : null,
    payment_link: row.paymentLink,
  };
}

/**
 * The customer hears of a confirmation (or reconfirmation), with the deposit and the payment link
 * when there are, and of a cancellation. `from`, the status before: a pending request the
 * operator cancels was never accepted, so its mail is marked `declined` and says only the
 * booking's facts, like the booking received (docs/decisions/063).
 */
export function bookingStatusMail(
  row: BookingRow,
  status: 'confirmed' | 'cancelled',
  paidCents: number,
  from: BookingStatus,
): MailRequest {
  const cancellation: BookingCancelledInput = { ...summary(row), declined: from === 'pending' };
  return {
    template: status === 'confirmed' ? 'booking_confirmed' : 'booking_cancelled',
    language: row.language,
    recipient: row.email,
    data: status === 'confirmed' ? { ...paymentTerms(row, paidCents) } : { ...cancellation },
  };
}

/**
 * A payment link pasted once the booking is confirmed goes to the customer on its own
 * (docs/decisions/054): the confirmation they have does not carry it. Set before confirming, the
 * link waits for the confirmation; removed or unchanged, nothing is sent.
 */
export function paymentLinkMails(
  before: BookingRow,
  after: BookingRow,
  paidCents: number,
): MailRequest[] {
  if (after.status !== 'confirmed' || !after.paymentLink) return [];
  if (after.paymentLink === before.paymentLink) return [];
  return [
    {
      template: 'payment_link',
      language: after.language,
      recipient: after.email,
      data: { ...paymentTerms(after, paidCents) },
    },
  ];
}

/**
 * The review request (docs/product.md, Rules, Reviews). Completed before the evening of the trip's
 * last day, it waits for it (`notBefore`, docs/decisions/064): by then the link is open
 * (docs/decisions/053), so the mail never says when it opens.
 */
export function reviewRequestMail(
  row: BookingRow,
  reviewUrl: string,
  notBefore?: string,
): MailRequest {
  const data: ReviewRequestData = {
    booking_id: row.id,
    customer_name: row.customerName,
    tour_title: tourTitleFor(row),
    review_url: reviewUrl,
  };
  return {
    template: 'review_request',
    language: row.language,
    recipient: row.email,
    data: { ...data },
    ...(notBefore && { notBefore }),
  };
}

/** The reminder before the trip (docs/decisions/052), with what to bring in its language. */
export function bookingReminderMail(
  row: BookingRow,
  whatToBring: { en: string; fr: string },
): MailRequest {
  const data: BookingReminderData = {
    ...summary(row),
    what_to_bring: inLanguage(row.language, whatToBring.en, whatToBring.fr) || null,
    // The payments' sum the triggers keep on the row (migration 0010), read in the reminder's
    // own transaction.
    account: account(row, row.paidCents),
  };
  return {
    template: 'booking_reminder',
    language: row.language,
    recipient: row.email,
    data: { ...data },
  };
}
