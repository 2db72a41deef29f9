/** docs/product.md (Limits): the tour card shows the first 150 characters of the description. */
export const EXCERPT_LENGTH = 150;

const ELLIPSIS = '…';

/** Elements whose content is never text a reader sees. */
const HIDDEN_CONTENT = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
/** Block-level tags end a word: "<p>a</p><p>b</p>" reads "a b", not "ab". */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
/** Any other tag (strong, em, a, span…) sits inside a word or sentence and leaves nothing. */
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

/** The named entities a rich-text editor or sanitizer writes; others are left as they are. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  bull: '•',
};

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid =
      codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
    return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? match;
}

/**
 * The text a reader sees in an HTML fragment: markup removed, entities decoded, runs of
 * whitespace (including non-breaking spaces) collapsed to one space. Pure string work, so it runs
 * the same in Node and in the browser.
 */
export function stripHtml(html: string): string {
  return (
    html
      .replace(HIDDEN_CONTENT, ' ')
      .replace(COMMENT, '')
      .replace(BLOCK_TAG, ' ')
      .replace(ANY_TAG, '')
      // Decoded after the tags are gone, so an escaped "&lt;b&gt;" stays visible text.
      .replace(ENTITY, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The tour card's description (docs/product.md, Screens, Tour list): plain text, cut to its first
 * `maxLength` characters followed by "…" when it is longer. Characters are counted as code points,
 * so an emoji is never split.
 */
export function createExcerpt(html: string, maxLength: number = EXCERPT_LENGTH): string {
  const text = stripHtml(html);
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}
