import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { primaryButton, secondaryButton } from './list-states';

type ConfirmQuestionProps = {
  title: string;
  /** What follows from a yes, when the title alone does not say it. */
  message?: string | undefined;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A question the dashboard asks in its own language, where the action was asked for, instead of
 * the browser's confirm() (which speaks the browser's language and cannot be styled or read as
 * part of the page). It takes the focus when it opens; Escape answers no.
 */
export function ConfirmQuestion({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmQuestionProps) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      onKeyDown={onKeyDown}
      className="mt-2 w-full rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900"
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      {message ? (
        <p id={`${id}-message`} className="mt-1">
          {message}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={confirm} type="button" onClick={onConfirm} className={primaryButton}>
          {confirmLabel}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

/** One question: its words, and what a yes does. The no button says "Cancel" unless told. */
export type Question = {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
};

/**
 * Asks a question inline before a destructive action (a delete, a void, leaving with unsaved
 * changes): `ask` opens it, `question` is the element to place beside the button that asked. A
 * no puts the focus back on that button.
 */
export function useConfirmQuestion(): { ask: (question: Question) => void; question: ReactNode } {
  const { t } = useTranslation('admin');
  const [asked, setAsked] = useState<Question | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const ask = (question: Question) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsked(question);
  };
  const question = asked ? (
    <ConfirmQuestion
      title={asked.title}
      message={asked.message}
      confirmLabel={asked.confirmLabel}
      cancelLabel={asked.cancelLabel ?? t('common.cancel')}
      onConfirm={() => {
        setAsked(null);
        asked.onConfirm();
      }}
      onCancel={() => {
        setAsked(null);
        opener.current?.focus();
      }}
    />
  ) : null;
  return { ask, question };
}
