import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

import { inputClass } from './text-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: string;
  /** A translated message; when set, the select is marked invalid and described by it. */
  error?: string | undefined;
  /** Guidance shown under the field and read with it. */
  hint?: string | undefined;
  /** The `<option>` elements. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
};

/** TextField's wiring (label, aria-invalid, aria-describedby) for a native `<select>`. */
export function SelectField({
  label,
  error,
  hint,
  children,
  id: givenId,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
