import type { StatusChange } from '@mt/contracts/booking-record';
import { ACTOR_CUSTOMER, ACTOR_SYSTEM } from '@mt/contracts/booking-record';
import { formatDateTime } from '@mt/domain/format';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../../components/ui/spinner';
import { WholeReferences } from '../../../../components/ui/whole-references';
import { useLanguage } from '../../../../i18n/use-language';
import { useBookingMessages } from '../../api/booking-record';
import { secondaryButton } from '../list-states';
import { OpenMailButton } from '../mail-dialog';
import { Panel } from '../panel';
import { BookingStatusBadge, MessageStatusBadge } from '../status-badge';

/** While the page is open, the e-mails' statuses follow their delivery. */
const EMAILS_REFRESH_MS = 5000;

/** Who made a change, in words: the admin's address, or the customer, or the site itself. */
function useActorName() {
  const { t } = useTranslation('admin');
  return (by: string) =>
    by === ACTOR_CUSTOMER
      ? t('record.history.customer')
      : by === ACTOR_SYSTEM
        ? t('record.history.system')
        : by;
}

/**
 * Every status change, oldest first: when, from what to what, by whom (docs/decisions/049), and
 * why when the site made it on its own (a hold that expired, docs/decisions/059).
 */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const actor = useActorName();
  return (
    <Panel title={t('record.history.title')}>
      <ol className="space-y-3" aria-label={t('record.history.title')}>
        {history.map((change) => (
          <li key={change.id} className="border-l-2 border-amber-300 pl-3 text-sm">
            <p className="flex flex-wrap items-center gap-1 text-stone-900">
              {change.from === null ? (
                <>
                  {t('record.history.created')} <BookingStatusBadge status={change.to} />
                </>
              ) : (
                <>
                  <BookingStatusBadge status={change.from} />
                  <span aria-label={t('record.history.to')}>→</span>
                  <BookingStatusBadge status={change.to} />
                </>
              )}
            </p>
            <p className="mt-1 text-xs text-stone-600">
              {t('record.history.by', {
                date: formatDateTime(change.at, language, OPERATOR_TIME_ZONE),
                by: actor(change.by),
              })}
            </p>
            {change.reason ? (
              <p className="mt-0.5 text-xs text-stone-700">
                {t(`record.history.reasons.${change.reason}`)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The e-mails sent about the booking, with their delivery status, newest first. */
export function BookingEmails({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const messages = useBookingMessages(bookingId, EMAILS_REFRESH_MS);

  let content;
  if (messages.isPending) content = <Spinner label={t('common.loading')} className="py-6" />;
  else if (messages.isError) {
    content = (
      <div role="alert" className="text-sm text-red-800">
        <p>{t('record.emails.loadError')}</p>
        <button
          type="button"
          onClick={() => void messages.refetch()}
          className={`${secondaryButton} mt-2`}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (messages.data.length === 0) {
    content = <p className="text-sm text-stone-600">{t('record.emails.empty')}</p>;
  } else {
    content = (
      <ul className="space-y-3" aria-label={t('record.emails.title')}>
        {messages.data.map((message) => (
          <li key={message.id} className="text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              {t(`messages.type.${message.type}`)} <MessageStatusBadge status={message.status} />
            </p>
            <p className="break-words text-stone-700">
              <WholeReferences text={message.subject ?? t('messages.noSubject')} />
            </p>
            <p className="text-xs text-stone-500">
              {t('record.emails.to', {
                recipient: message.recipient,
                date: formatDateTime(message.created_at, language, OPERATOR_TIME_ZONE),
              })}
            </p>
            {message.status === 'failed' && message.error ? (
              <p className="text-xs text-red-700">
                {t('messages.lastError', { error: message.error })}
              </p>
            ) : null}
            <div className="mt-1">
              <OpenMailButton message={message} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return <Panel title={t('record.emails.title')}>{content}</Panel>;
}
