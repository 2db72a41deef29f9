/** The e-mail log shows the start of each mail's text; its full text opens on demand. */
export const MAIL_PREVIEW_LENGTH = 120;

/** A line that only underlines a heading ("=====") or frames a quote ("----"). */
const RULE_LINE = /^\s*(?:=+|-+)\s*$/;
/** The signature separator of the text layout (services/messaging/src/templates/layout.ts). */
const SIGNATURE = /^-- ?$/;

/**
 * The start of a mail's plain text as the log previews it: without the line that names the site
 * at its top, the heading underlines and quote rules, and the signature (the text layout's own
 * marks, services/messaging/src/templates/layout.ts), on one line, cut at `max` characters.
 */
export function mailPreview(text: string, max = MAIL_PREVIEW_LENGTH): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const signature = lines.findIndex((line) => SIGNATURE.test(line));
  const body = signature === -1 ? lines : lines.slice(0, signature);
  // The layout opens with the site's name and a blank line; the preview starts after them.
  const start = body.length > 2 && body[1]?.trim() === '' ? 2 : 0;
  const words = body
    .slice(start)
    .filter((line) => !RULE_LINE.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > max ? `${words.slice(0, max).trimEnd()}…` : words;
}
