import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

import { FieldShell, inputClass, useFieldIds } from './field-shell';
import type { FieldMessages } from './field-shell';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  Pick<FieldMessages, 'error' | 'hint'> & {
    label: string;
    /** The `<option>` elements. */
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
    className?: string;
  };

/** TextField's wiring (label, hint, aria-invalid, aria-describedby) for a native `<select>`. */
export function SelectField({
  label,
  error,
  hint,
  children,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldShell label={label} ids={ids} error={error} hint={hint} className={className}>
      <select ref={ref} {...ids.controlProps} className={inputClass} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}
