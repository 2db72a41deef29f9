import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE } from './form-limits';

/**
 * Characters no one types in a name, a subject or a message, and which make text show other than
 * it is (docs/decisions/022-input-bounds.md): a bidi override can turn "Sophie Martin" around in
 * the dashboard or an e-mail, an invisible mark can reorder the digits of a phone number.
 *
 * - C0 and C1 controls and DEL (NUL included);
 * - the bidi embeddings, overrides and isolates, U+202A-U+202E and U+2066-U+2069;
 * - the direction marks U+200E, U+200F and U+061C: invisible, and enough to reorder digits; text
 *   in Arabic or Hebrew does not need them, its letters carry their own direction;
 * - U+FEFF, the byte-order mark, an invisible no-break space inside text;
 * - unpaired surrogates, which are no character at all.
 *
 * Zero-width joiners stay: emoji (tag icons) and some scripts are written with them.
 */
const UNSAFE_ANYWHERE = String.raw`\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\p{Cs}`;
/** One line: every control, tab and line breaks included, and the line/paragraph separators. */
const UNSAFE_IN_LINE = new RegExp(String.raw`[\p{Cc}\u2028\u2029${UNSAFE_ANYWHERE}]`, 'u');
/** Several lines: tab, line feed and carriage return are fine, the other controls are not. */
const UNSAFE_IN_TEXT = new RegExp(
  String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${UNSAFE_ANYWHERE}]`,
  'u',
);

/** The message of both rules (in form-limits.ts, which forms read before zod loads). */
export { UNSAFE_TEXT_MESSAGE };

export function isSingleLineText(value: string): boolean {
  return !UNSAFE_IN_LINE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !UNSAFE_IN_TEXT.test(value);
}

/**
 * A trimmed single-line text: names, subjects, titles, captions. Limits and "required" are added
 * by each field, after this rule, so a field with such a character reports this message first.
 */
export function singleLineText(params?: { error: string }) {
  return z.string(params).trim().refine(isSingleLineText, UNSAFE_TEXT_MESSAGE);
}

/** A multi-line text, trimmed: messages, special requests, reviews. */
export function multiLineText(params?: { error: string }) {
  return z.string(params).trim().refine(isMultiLineText, UNSAFE_TEXT_MESSAGE);
}
