import { useId } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';

import { inputClass } from './text-field';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: string;
  /** A translated message; when set, the textarea is marked invalid and described by it. */
  error?: string | undefined;
  /** Guidance shown under the field and read with it, e.g. the minimum length. */
  hint?: string | undefined;
  /** A running count shown beside the hint, e.g. "12 / 5000". */
  counter?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
};

/** TextField's wiring (label, aria-invalid, aria-describedby) for a multi-line value. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  id: givenId,
  className,
  ref,
  ...textarea
}: TextareaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, counter && counterId, error && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} min-h-40 resize-y`}
        {...textarea}
      />
      {hint || counter ? (
        <div className="mt-1 flex items-start justify-between gap-4 text-sm text-stone-600">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {counter ? (
            <p id={counterId} className="shrink-0 tabular-nums">
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
