import { describe, expect, it } from 'vitest';

import { mailPreview } from './mail-preview';

// A confirmation's text part, as services/messaging/src/templates/layout.ts writes it.
const CONFIRMATION = [
  'Atlas & Dunes Tours',
  '',
  'Dear Tom Williams,',
  '',
  'Your booking',
  '============',
  '',
  'Booking reference: MT-000004',
  'Special requests:',
  '----',
  'A quiet room',
  '----',
  '',
  '-- ',
  'Atlas & Dunes Tours',
  'https://atlas.example',
  '',
].join('\n');

describe('mailPreview', () => {
  it('reads the mail from its greeting, without underlines, rules or signature', () => {
    expect(mailPreview(CONFIRMATION)).toBe(
      'Dear Tom Williams, Your booking Booking reference: MT-000004 Special requests: A quiet room',
    );
  });

  it('cuts a long text at the limit with an ellipsis', () => {
    const preview = mailPreview(`Site\n\n${'word '.repeat(60)}`, 20);
    expect(preview).toBe('word word word word…');
  });

  it('keeps a text that has none of the layout’s marks', () => {
    expect(mailPreview('Hello,\r\nsee you soon')).toBe('Hello, see you soon');
    expect(mailPreview('')).toBe('');
  });
});
