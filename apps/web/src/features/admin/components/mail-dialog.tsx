import type { Notification } from '@mt/contracts/messaging';
import { formatDateTime } from '@mt/domain/format';
import { OPERATOR_TIME_ZONE } from '@mt/domain/trip-dates';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { WholeReferences } from '../../../components/ui/whole-references';
import { useLanguage } from '../../../i18n/use-language';
import { secondaryButton } from './list-states';
import { MessageStatusBadge } from './status-badge';

type MailDialogProps = { message: Notification; onClose: () => void };

/**
 * One logged e-mail, opened (docs/product.md, E-mail log): its type, subject, recipient, dates and
 * status, and its plain-text part as it went out. The HTML part is never shown: the text is
 * React's text, so nothing in a mail (a visitor's words in a contact message) can run or load
 * anything here. A modal <dialog>: the browser keeps the focus inside and closes it on Escape.
 */
export function MailDialog({ message, onClose }: MailDialogProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  const when = (date: string) => formatDateTime(date, language, OPERATOR_TIME_ZONE);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-subject`}
      onClose={onClose}
      className="m-auto max-h-[85svh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white text-left text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t(`messages.type.${message.type}`)}
          </p>
          <h2 id={`${id}-subject`} className="mt-1 text-lg font-bold break-words">
            <WholeReferences text={message.subject || t('messages.noSubject')} />
          </h2>
        </div>
        <button type="button" onClick={() => dialog.current?.close()} className={secondaryButton}>
          {t('messages.mail.close')}
        </button>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 px-5 pt-4 text-sm">
        <dt className="text-stone-600">{t('messages.mail.to')}</dt>
        <dd className="break-all">{message.recipient}</dd>
        <dt className="text-stone-600">{t('messages.mail.created')}</dt>
        <dd>{when(message.created_at)}</dd>
        {message.sent_at ? (
          <>
            <dt className="text-stone-600">{t('messages.mail.sent')}</dt>
            <dd>{when(message.sent_at)}</dd>
          </>
        ) : null}
        <dt className="text-stone-600">{t('messages.mail.status')}</dt>
        <dd>
          <MessageStatusBadge status={message.status} />
        </dd>
      </dl>
      <figure aria-label={t('messages.mail.text')} className="m-5">
        <pre className="rounded-xl bg-stone-50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-800 ring-1 ring-stone-200">
          <WholeReferences text={message.message} />
        </pre>
      </figure>
    </dialog>
  );
}

/**
 * "Open" beside a logged e-mail, and the mail once opened; the focus comes back to the button
 * when it closes.
 */
export function OpenMailButton({ message }: { message: Notification }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('messages.openLabel', { recipient: message.recipient })}
        className={secondaryButton}
      >
        {t('messages.open')}
      </button>
      {open ? <MailDialog message={message} onClose={close} /> : null}
    </>
  );
}
