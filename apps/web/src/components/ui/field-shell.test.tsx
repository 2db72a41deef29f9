import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

describe('the shared field wiring', () => {
  it('labels the control and leaves it undescribed when there is nothing to say', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes an input by its hint, then by its error, and marks it invalid', () => {
    render(<TextField id="duration" label="Duration" hint="e.g. 3 days" error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Duration' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'duration-hint duration-error');
    expect(input).toHaveAccessibleDescription('e.g. 3 days Required');
  });

  it('reads a textarea with its hint and counter', () => {
    render(<TextareaField label="Message" hint="At least 10 characters" counter="3 / 5000" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'At least 10 characters 3 / 5000',
    );
  });

  it('wires a select the same way', () => {
    render(
      <SelectField label="Tour" error="Please select a tour">
        <option value="">—</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Tour' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a tour');
  });
});
