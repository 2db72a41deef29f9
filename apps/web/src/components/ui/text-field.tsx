import type { InputHTMLAttributes, Ref } from 'react';

import { FieldShell, inputClass, useFieldIds } from './field-shell';
import type { FieldMessages } from './field-shell';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  Pick<FieldMessages, 'error' | 'hint'> & {
    label: string;
    ref?: Ref<HTMLInputElement>;
    className?: string;
  };

/** A labelled input with its hint and error wired for screen readers: every form uses this. */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldShell label={label} ids={ids} error={error} hint={hint} className={className}>
      <input ref={ref} {...ids.controlProps} className={inputClass} {...input} />
    </FieldShell>
  );
}
