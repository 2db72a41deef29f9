import { INBOX_STATES } from '@mt/contracts/messaging';
import type { InboxMessage, InboxState } from '@mt/contracts/messaging';
import { formatDateTime } from '@mt/domain/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../i18n/use-language';
import { useInbox, useSetInboxState } from '../api/inbox';
import { notifyError } from '../api/notify-error';
import { useErrorToast } from '../hooks/use-error-toast';
import { ListState, primaryButton, secondaryButton } from './list-states';
import { truncate } from './messages-tab';
import { InboxStateBadge } from './status-badge';

type Filter = InboxState | 'all';
const FILTERS: readonly Filter[] = ['all', ...INBOX_STATES];

/**
 * The Inbox tab (docs/product.md, Inbox): the visitors' contact messages, apart from the e-mail
 * log. Opening a new message marks it read; the operator marks it handled once dealt with, and
 * answers from their own mail client.
 */
export function InboxTab() {
  const { t } = useTranslation('admin');
  const inbox = useInbox();
  useErrorToast(inbox, t('inbox.toasts.loadFailed'));
  const [filter, setFilter] = useState<Filter>('all');
  const all = inbox.data?.messages ?? [];
  const shown = filter === 'all' ? all : all.filter((message) => message.state === filter);
  const count = (option: Filter) =>
    option === 'all' ? all.length : (inbox.data?.counts[option] ?? 0);

  return (
    <div className="space-y-6">
      <div role="group" aria-label={t('inbox.filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 ${
              filter === option
                ? 'border-amber-700 bg-amber-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-amber-500'
            }`}
          >
            {t(`inbox.filters.${option}`)}{' '}
            <span className="tabular-nums opacity-80">{inbox.data ? count(option) : ''}</span>
          </button>
        ))}
      </div>
      <ListState
        query={inbox}
        isEmpty={shown.length === 0}
        emptyMessage={filter === 'all' ? t('inbox.empty') : t('inbox.emptyFiltered')}
      >
        <ul aria-label={t('inbox.listLabel')} className="space-y-3">
          {shown.map((message) => (
            <InboxItem key={message.id} message={message} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function InboxItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const setState = useSetInboxState();
  const [open, setOpen] = useState(false);
  const id = useId();
  const isNew = message.state === 'new';

  const change = (state: InboxState) =>
    setState.mutate(
      { id: message.id, state },
      { onError: (error) => notifyError(error, t('inbox.toasts.updateFailed')) },
    );
  const toggle = () => {
    setOpen(!open);
    if (!open && isNew) change('read');
  };
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(
    t('inbox.replySubject', { subject: message.subject }),
  )}`;

  return (
    <li>
      <article
        aria-labelledby={`${id}-subject`}
        data-state={message.state}
        className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${
          isNew ? 'border-amber-300' : 'border-stone-200'
        }`}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3
              id={`${id}-subject`}
              className={`text-base break-words text-stone-900 ${isNew ? 'font-bold' : 'font-semibold'}`}
            >
              {message.subject}
            </h3>
            <p className="text-sm break-all text-stone-600">
              {message.name} · {message.email}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <InboxStateBadge state={message.state} />
            <span>{t(`inbox.writtenIn.${message.language}`)}</span>
            <time dateTime={message.created_at}>
              {formatDateTime(message.created_at, language)}
            </time>
          </div>
        </div>
        <p
          id={`${id}-text`}
          className="mt-3 text-sm break-words whitespace-pre-line text-stone-800"
        >
          {open ? message.message : truncate(message.message)}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-text`}
            onClick={toggle}
            className={secondaryButton}
          >
            {open ? t('inbox.close') : t('inbox.open')}
          </button>
          <a href={reply} className={primaryButton}>
            {t('inbox.reply')}
          </a>
          {message.state === 'handled' ? (
            <button
              type="button"
              onClick={() => change('read')}
              disabled={setState.isPending}
              className={secondaryButton}
            >
              {t('inbox.reopen')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => change('handled')}
              disabled={setState.isPending}
              className={secondaryButton}
            >
              {t('inbox.markHandled')}
            </button>
          )}
          {message.state === 'read' ? (
            <button
              type="button"
              onClick={() => change('new')}
              disabled={setState.isPending}
              className={secondaryButton}
            >
              {t('inbox.markUnread')}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
