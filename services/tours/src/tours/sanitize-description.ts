import sanitizeHtml from 'sanitize-html';

/** The only URL schemes a description link may use. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** The rel every kept link gets, whatever the editor sent. */
const LINK_REL = 'noopener noreferrer nofollow';

/** Quill 2 puts every list item in an `<ol>` and tells bullets from numbers with this. */
const LIST_KINDS = ['bullet', 'ordered'];

/** Quill's nesting classes; any other class is dropped. */
const INDENT_CLASS = /^ql-indent-[1-8]$/;

/**
 * Returns the href to keep, or undefined to drop it.
 * Only absolute http(s)/mailto/tel URLs are kept: relative and protocol-relative links are refused,
 * since a description has no reason to point inside our own site.
 */
function safeHref(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // Browsers drop tab/CR/LF anywhere in a URL and C0 controls/spaces at its ends: do the same
  // before looking at the scheme, so `java\tscript:` or ` javascript:` is judged as the browser sees it.
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(href)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || !LINK_SCHEMES.includes(scheme)) return undefined;
  if (scheme === 'http' || scheme === 'https') {
    try {
      if (new URL(href).hostname === '') return undefined;
    } catch {
      return undefined;
    }
  }
  return href;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: {
    // rel and target are set by transformTags below; the value lists only repeat that.
    a: ['href', { name: 'rel', values: [LINK_REL] }, { name: 'target', values: ['_blank'] }],
    li: [{ name: 'data-list', values: LIST_KINDS }],
  },
  // Implicitly allows `class` on these tags only, and filters its values.
  allowedClasses: { p: [INDENT_CLASS], li: [INDENT_CLASS] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags are unwrapped (text kept), except these, which go with everything inside.
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'template',
    'noscript',
    'textarea',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'frameset',
    'plaintext',
    'select',
    'option',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes =
        href === undefined ? {} : { href, rel: LINK_REL, target: '_blank' };
      return { tagName, attribs: kept };
    },
    // sanitize-html would keep a bare `data-list` when the value is not allowed: drop it here instead.
    li: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const kind = attribs['data-list'];
      if (kind !== undefined && LIST_KINDS.includes(kind)) kept['data-list'] = kind;
      if (attribs.class !== undefined) kept.class = attribs.class;
      return { tagName, attribs: kept };
    },
  },
  // A link whose href was refused loses its tag but keeps its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Sanitizes a tour description as sent by the admin's rich-text editor (Quill 2).
 *
 * docs/product.md (Rules, Rich text): descriptions are sanitized on write and the public site renders the
 * stored HTML as is, so what comes out must be safe on its own — never trust the editor.
 * Kept: p, br, h1–h3, strong/b, em/i, u, ol/ul/li (Quill's `data-list` and `ql-indent-N`
 * classes) and absolute http/https/mailto/tel links, which always get `target="_blank"` and
 * `rel="noopener noreferrer nofollow"`. Everything else is unwrapped, or dropped with its content
 * for scripts, styles, embeds, SVG/MathML and raw-text elements.
 *
 * Pure and synchronous. A description with no visible text (Quill's empty `<p><br></p>`)
 * becomes ''. The output is a fixed point: sanitizing it again changes nothing.
 */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // The output is sanitized markup, so no `>` remains inside a tag and this strip is exact.
  const text = clean.replace(/<[^>]*>/g, '');
  return text.trim() === '' ? '' : clean;
}
