import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: string;
  /** What the choice means, read with the box. */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled checkbox with its meaning below, as the dashboard's settings show them. */
export function CheckboxField({ label, hint, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-amber-700"
        {...input}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
