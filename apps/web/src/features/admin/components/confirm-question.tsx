import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';

import { primaryButton, secondaryButton } from './list-states';

type ConfirmQuestionProps = {
  title: string;
  message: string;
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
      aria-describedby={`${id}-message`}
      onKeyDown={onKeyDown}
      className="mt-2 w-full rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900"
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      <p id={`${id}-message`} className="mt-1">
        {message}
      </p>
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
