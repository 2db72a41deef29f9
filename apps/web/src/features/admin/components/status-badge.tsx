import type { InboxState } from '@mt/contracts/messaging';
import type { BookingStatus } from '@mt/domain/booking-status';
import { useTranslation } from 'react-i18next';

type MessageStatus = 'sent' | 'failed' | 'pending';

const base = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/**
 * Booking colours (docs/product.md, States): pending yellow, confirmed green, cancelled red,
 * completed blue.
 */
const BOOKING_COLOURS: Record<BookingStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-green-100 text-green-800 ring-green-300',
  cancelled: 'bg-red-100 text-red-800 ring-red-300',
  completed: 'bg-blue-100 text-blue-800 ring-blue-300',
};

/** Message colours (docs/product.md, States): sent green, failed red, pending yellow. */
const MESSAGE_COLOURS: Record<MessageStatus, string> = {
  sent: 'bg-green-100 text-green-800 ring-green-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span data-status={status} className={`${base} ${BOOKING_COLOURS[status]}`}>
      {t(`bookings.status.${status}`)}
    </span>
  );
}

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span data-status={status} className={`${base} ${MESSAGE_COLOURS[status]}`}>
      {t(`messages.status.${status}`)}
    </span>
  );
}

/** Inbox colours (docs/product.md, Inbox): new amber, read grey, handled green. */
const INBOX_COLOURS: Record<InboxState, string> = {
  new: 'bg-amber-100 text-amber-900 ring-amber-300',
  read: 'bg-stone-100 text-stone-700 ring-stone-300',
  handled: 'bg-green-100 text-green-800 ring-green-300',
};

export function InboxStateBadge({ state }: { state: InboxState }) {
  const { t } = useTranslation('admin');
  return (
    <span data-state={state} className={`${base} ${INBOX_COLOURS[state]}`}>
      {t(`inbox.state.${state}`)}
    </span>
  );
}
