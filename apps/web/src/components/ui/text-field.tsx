import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-500/40 focus:outline-none aria-invalid:border-red-500';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** A translated message; when set, the input is marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/** A labelled input with its error message wired for screen readers: every form uses this. */
export function TextField({ label, error, id: givenId, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
