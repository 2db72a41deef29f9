import 'react-quill-new/dist/quill.snow.css';

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';

/**
 * docs/product.md (Admin dashboard): headers 1-3, bold, italic, underline, ordered and bullet
 * lists, link, clean.
 */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link'],
    ['clean'],
  ],
  // Edits within 1000 ms merge into one undo step; at most 100 steps.
  history: { delay: 1000, maxStack: 100, userOnly: true },
};

/** Only what the toolbar makes; pasted colours or images are dropped (docs/product.md, Rules). */
const FORMATS = ['header', 'bold', 'italic', 'underline', 'list', 'link'];

/**
 * Quill 2's semantic HTML writes every space as `&nbsp;`, which would stop the public page from
 * wrapping the description's lines: plain spaces go to the server instead.
 */
export function normalizeEditorHtml(html: string): string {
  return html.replace(/&nbsp;|\u00a0/g, ' ');
}

export type RichTextEditorProps = {
  /** The HTML the editor opens with; the editor owns its content after that. */
  defaultValue: string;
  onChange: (html: string) => void;
  /** The id of the visible label, so the editable area is announced with its name. */
  labelledBy: string;
  invalid?: boolean;
};

/**
 * Quill, loaded in its own chunk only when a tour form opens (the default export is what
 * React.lazy imports).
 */
export default function RichTextEditor({
  defaultValue,
  onChange,
  labelledBy,
  invalid = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const quill = useRef<ReactQuill>(null);
  const container = useRef<HTMLDivElement>(null);

  // Quill's toolbar buttons are icons only: give each a name screen readers can say.
  useEffect(() => {
    const toolbar = container.current?.querySelector('.ql-toolbar');
    if (!toolbar) return;
    const labels: [string, string][] = [
      ['.ql-bold', t('tourForm.toolbar.bold')],
      ['.ql-italic', t('tourForm.toolbar.italic')],
      ['.ql-underline', t('tourForm.toolbar.underline')],
      ['.ql-list[value="ordered"]', t('tourForm.toolbar.ordered')],
      ['.ql-list[value="bullet"]', t('tourForm.toolbar.bullet')],
      ['.ql-link', t('tourForm.toolbar.link')],
      ['.ql-clean', t('tourForm.toolbar.clean')],
      ['.ql-header .ql-picker-label', t('tourForm.toolbar.header')],
    ];
    for (const [selector, label] of labels) {
      toolbar.querySelector(selector)?.setAttribute('aria-label', label);
    }
  }, [t]);

  useEffect(() => {
    const root = quill.current?.getEditor().root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [labelledBy, invalid]);

  return (
    <div
      ref={container}
      className="mt-1 rounded-lg bg-white [&_.ql-container]:min-h-40 [&_.ql-container]:rounded-b-lg [&_.ql-toolbar]:rounded-t-lg"
    >
      <ReactQuill
        ref={quill}
        theme="snow"
        // Uncontrolled: what the form stores is normalised, and feeding that back would move the
        // caret.
        defaultValue={defaultValue}
        onChange={(html, _delta, source) => {
          // Quill reports its own normalisation of the first value as an "api" change: not an edit.
          if (source === 'user') onChange(normalizeEditorHtml(html));
        }}
        modules={MODULES}
        formats={FORMATS}
      />
    </div>
  );
}
