import type { Ref, TextareaHTMLAttributes } from 'react';

import { FieldShell, inputClass, useFieldIds } from './field-shell';
import type { FieldMessages } from './field-shell';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldMessages & {
    label: string;
    ref?: Ref<HTMLTextAreaElement>;
    className?: string;
  };

/** TextField's wiring (label, hint, counter, aria-invalid, aria-describedby) for a long value. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  id,
  className,
  ref,
  ...textarea
}: TextareaFieldProps) {
  const ids = useFieldIds(id, { error, hint, counter });
  return (
    <FieldShell
      label={label}
      ids={ids}
      error={error}
      hint={hint}
      counter={counter}
      className={className}
    >
      <textarea
        ref={ref}
        {...ids.controlProps}
        className={`${inputClass} min-h-40 resize-y`}
        {...textarea}
      />
    </FieldShell>
  );
}
