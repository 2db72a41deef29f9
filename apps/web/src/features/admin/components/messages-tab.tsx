import type { Notification } from '@mt/contracts/messaging';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@mt/domain/format';
import { WholeReferences } from '../../../components/ui/whole-references';
import { useMessages, useRetryMessage } from '../api/messages';
import { notifyError } from '../api/notify-error';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { mailPreview } from '../utils/mail-preview';
import { AdminTable, ListState, secondaryButton, Stat, tdClass } from './list-states';
import { OpenMailButton } from './mail-dialog';
import { MessageStatusBadge } from './status-badge';

/** A contact message's preview in the Inbox: the start of the text, on one line. */
const MESSAGE_PREVIEW = 120;

export function truncate(text: string, max = MESSAGE_PREVIEW): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/**
 * The Messages tab (docs/product.md, Admin dashboard): counts of total, sent and failed, then the
 * log, newest first: each mail's subject and the start of its text, and "Open" for the whole.
 */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const messages = useMessages();
  useErrorToast(messages, t('messages.toasts.loadFailed'));
  const list = messages.data ?? [];
  const count = (status: Notification['status']) =>
    list.filter((message) => message.status === status).length;

  return (
    <div className="space-y-6">
      {messages.data ? (
        <dl className="grid grid-cols-3 gap-3 sm:max-w-lg">
          <Stat label={t('messages.stats.total')} value={list.length} />
          <Stat label={t('messages.stats.sent')} value={count('sent')} tone="green" />
          <Stat label={t('messages.stats.failed')} value={count('failed')} tone="red" />
        </dl>
      ) : null}
      <ListState query={messages} isEmpty={list.length === 0} emptyMessage={t('messages.empty')}>
        <AdminTable
          label={t('messages.tableLabel')}
          columns={[
            t('messages.columns.typeRecipient'),
            t('messages.columns.subjectMessage'),
            t('messages.columns.status'),
            t('messages.columns.date'),
            t('messages.columns.actions'),
          ]}
        >
          {list.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </AdminTable>
      </ListState>
    </div>
  );
}

function MessageRow({ message }: { message: Notification }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const retry = useRetryMessage();
  const failed = message.status === 'failed';

  const onRetry = () =>
    retry.mutate(message.id, {
      onSuccess: () => toast.success(t('messages.toasts.retried')),
      onError: (error) => notifyError(error, t('messages.toasts.retryFailed')),
    });

  return (
    <tr className={failed ? 'bg-red-50' : undefined} data-failed={failed || undefined}>
      <td className={tdClass}>
        <p className="font-semibold text-stone-900">{t(`messages.type.${message.type}`)}</p>
        <p className="break-all text-stone-600">{message.recipient}</p>
      </td>
      <td className={`${tdClass} max-w-md`}>
        <p className="font-medium text-stone-900">
          <WholeReferences text={message.subject || t('messages.noSubject')} />
        </p>
        <p className="text-stone-600">
          <WholeReferences text={mailPreview(message.message)} />
        </p>
        {failed && message.error ? (
          <p className="mt-1 text-xs text-red-800">
            {t('messages.lastError', { error: message.error })}
          </p>
        ) : null}
      </td>
      <td className={tdClass}>
        <MessageStatusBadge status={message.status} />
        {message.attempts > 1 ? (
          // stone-600: a failed row is red-50, on which stone-500 is too faint (WCAG AA).
          <p className="mt-1 text-xs text-stone-600">
            {t('messages.attempts', { count: message.attempts })}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-600`}>
        <p>{formatDateTime(message.created_at, language)}</p>
        {message.sent_at ? (
          <p className="text-xs text-green-800">
            {t('messages.sentAt', { date: formatDateTime(message.sent_at, language) })}
          </p>
        ) : null}
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          <OpenMailButton message={message} />
          {failed ? (
            <button
              type="button"
              onClick={onRetry}
              disabled={retry.isPending}
              aria-label={t('messages.retryLabel', { recipient: message.recipient })}
              className={secondaryButton}
            >
              {retry.isPending ? t('messages.retrying') : t('messages.retry')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
