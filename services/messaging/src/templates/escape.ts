import { splitAtReferences } from '@mt/domain/booking-reference';
import escapeHtml from 'escape-html';

/**
 * The one escaper for everything that goes into the HTML part, text and attribute values alike:
 * escape-html (jshttp's, Express's own), which escapes & < > " and '.
 */
export { escapeHtml };

/**
 * Escaped text whose line breaks survive in HTML (a visitor's message, a sign-off), and whose
 * booking references stay on one line: a mail client breaks "MT-000005" after its hyphen
 * otherwise (docs/decisions/069).
 */
export function escapeMultiline(value: string): string {
  return splitAtReferences(value.replace(/\r\n?/g, '\n'))
    .map(({ text, reference }) =>
      reference
        ? `<span style="white-space:nowrap;">${escapeHtml(text)}</span>`
        : escapeHtml(text).replace(/\n/g, '<br>'),
    )
    .join('');
}

/**
 * The URL, normalised, when it is an absolute http(s) URL; otherwise null, and the caller renders no
 * link at all (a `javascript:` or `data:` URL in an e-mail is never what a sender meant).
 */
export function toSafeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const SUBJECT_MAX_LENGTH = 200;

/**
 * A subject fit for a mail header: no CR/LF or other control characters (header injection), single
 * spaces, and at most ~200 characters so that a long tour title or visitor subject cannot bloat it.
 */
export function cleanSubject(value: string): string {
  // eslint-disable-next-line no-control-regex
  const oneLine = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ');
  const characters = Array.from(oneLine.trim());
  if (characters.length <= SUBJECT_MAX_LENGTH) return characters.join('');
  return `${characters
    .slice(0, SUBJECT_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/** `${publicUrl}/path` without a doubled slash when the configured URL ends with one. */
export function joinUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
