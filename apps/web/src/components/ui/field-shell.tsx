import { useId } from 'react';
import type { ReactNode } from 'react';

import { WholeReferences } from './whole-references';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-500/40 focus:outline-none aria-invalid:border-red-500';

/** What may be shown under a field; each one that is set also describes the control. */
export type FieldMessages = {
  /** A translated message; when set, the control is marked invalid and described by it. */
  error?: string | undefined;
  /** Guidance shown under the field and read with it, e.g. the minimum length. */
  hint?: string | undefined;
  /** A running count shown beside the hint, e.g. "12 / 5000". */
  counter?: string | undefined;
};

export type FieldIds = {
  id: string;
  hintId: string;
  counterId: string;
  errorId: string;
  /** Spread on the input, select or textarea, before the caller's own props. */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
};

/** The ids of a field and its messages, and the aria wiring that ties them to the control. */
export function useFieldIds(givenId: string | undefined, messages: FieldMessages): FieldIds {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy = [
    messages.hint && hintId,
    messages.counter && counterId,
    messages.error && errorId,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    hintId,
    counterId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': messages.error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

type FieldShellProps = FieldMessages & {
  label: string;
  ids: FieldIds;
  className?: string | undefined;
  /** The control, wired with `ids.controlProps`. */
  children: ReactNode;
};

/** The label above a control and its hint, counter and error below: every form field uses this. */
export function FieldShell({
  label,
  ids,
  error,
  hint,
  counter,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint || counter ? (
        <div className="mt-1 flex items-start justify-between gap-4 text-sm text-stone-600">
          {hint ? (
            <p id={ids.hintId}>
              <WholeReferences text={hint} />
            </p>
          ) : (
            <span />
          )}
          {counter ? (
            <p id={ids.counterId} className="shrink-0 tabular-nums">
              {counter}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          <WholeReferences text={error} />
        </p>
      ) : null}
    </div>
  );
}
