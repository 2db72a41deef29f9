import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import RichTextEditor, { normalizeEditorHtml } from './rich-text-editor';

describe('RichTextEditor', () => {
  it('offers the documented toolbar and names its editable area', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <p id="label">Description</p>
        <RichTextEditor defaultValue="<p>Dunes</p>" onChange={onChange} labelledBy="label" />
      </>,
    );

    const toolbar = container.querySelector('.ql-toolbar') as HTMLElement;
    const buttons = [...toolbar.querySelectorAll('button')].map(
      (button) => `${button.className}${button.value ? `=${button.value}` : ''}`,
    );
    expect(buttons).toEqual([
      'ql-bold',
      'ql-italic',
      'ql-underline',
      'ql-list=ordered',
      'ql-list=bullet',
      'ql-link',
      'ql-clean',
    ]);
    const headers = [...toolbar.querySelectorAll('select.ql-header option')].map(
      (option) => option.getAttribute('value') ?? 'normal',
    );
    expect(headers).toEqual(['1', '2', '3', 'normal']);
    expect(toolbar.querySelector('.ql-bold')).toHaveAccessibleName('Bold');
    expect(toolbar.querySelector('.ql-list[value="bullet"]')).toHaveAccessibleName('Bulleted list');

    const editor = container.querySelector('.ql-editor') as HTMLElement;
    await waitFor(() => expect(editor).toHaveAttribute('aria-labelledby', 'label'));
    expect(editor).toHaveAttribute('role', 'textbox');
    expect(editor).toHaveTextContent('Dunes');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends plain spaces, not the &nbsp; Quill writes', () => {
    expect(normalizeEditorHtml('<p>Camels&nbsp;at\u00a0dusk</p>')).toBe('<p>Camels at dusk</p>');
  });
});
