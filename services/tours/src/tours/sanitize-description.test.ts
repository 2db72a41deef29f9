import { describe, expect, it } from 'vitest';

import { sanitizeDescription } from './sanitize-description';

const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';
const B64_SCRIPT = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>

/** Known XSS payloads: none of them may leave anything executable behind. */
const XSS_CORPUS: [string, string][] = [
  // <script>
  ['plain script', '<script>alert(1)</script>'],
  ['uppercase script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['mixed-case script with spaces', '<ScRiPt >alert(1)</sCrIpT >'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['doubled brackets script', '<<script>script>alert(1)//<</script>/script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['script closed inside a comment', '<script>/*</script><img src=x onerror=alert(1)>*/</script>'],
  // on* handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['p onclick', '<p onclick="alert(1)">click</p>'],
  ['a onmouseover', '<a onmouseover="alert(1)">hover</a>'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['strong onmouseover', '<strong onmouseover=alert(1)>bold</strong>'],
  ['h1 onfocus autofocus', '<h1 onfocus=alert(1) tabindex=1 autofocus>title</h1>'],
  ['li onpointerenter', '<ol><li onpointerenter=alert(1)>x</li></ol>'],
  ['slash as attribute separator', '<p/onclick=alert(1)>x</p>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['link keeps href, loses onclick', '<a href="http://ok.example" onclick="alert(1)">ok</a>'],
  // javascript: URLs
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['decimal entity javascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['hex entities javascript:', '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>'],
  ['tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>'],
  ['newline inside javascript:', '<a href="java\nscript:alert(1)">x</a>'],
  ['entity tab inside javascript:', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['leading spaces javascript:', '<a href="   javascript:alert(1)">x</a>'],
  ['leading control char javascript:', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['&colon; javascript', '<a href="javascript&colon;alert(1)">x</a>'],
  ['unquoted javascript:', '<a href=javascript:alert(1)>x</a>'],
  // data: and vbscript:
  ['data:text/html href', `<a href="data:text/html;base64,${B64_SCRIPT}">x</a>`],
  ['data: img src', `<img src="data:image/svg+xml;base64,${B64_SCRIPT}">`],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  // SVG
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  [
    'svg xlink:href',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  ],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  // MathML mutation XSS
  ['math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['math xlink:href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  [
    'math form nesting',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ],
  // iframe, object, embed
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['unclosed iframe', '<iframe src="https://evil.example"><img src=x onerror=alert(1)>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', `<embed src="data:text/html;base64,${B64_SCRIPT}">`],
  // CSS
  ['style url(javascript:)', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style @import', "<style>@import 'https://evil.example/x.css';</style>"],
  ['style attribute expression()', '<div style="width: expression(alert(1))">x</div>'],
  ['style attribute url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>'],
  // forms, meta, base, link
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<form><button formaction="javascript:alert(1)">go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:/a/-alert(1)///////">'],
  [
    'link rel=import',
    '<link rel="import" href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">',
  ],
  // raw-text element mutation XSS
  ['noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['empty textarea then img', '<textarea></textarea><img src=x onerror=alert(1)>'],
  ['img inside textarea', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title', '<title><img src=x onerror=alert(1)></title>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['noembed title', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'],
  ['select option', '<select><option><img src=x onerror=alert(1)></option></select>'],
  // comments and CDATA
  ['abrupt comment', '<!--><img src=x onerror=alert(1)>-->'],
  ['comment closed by --!>', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['CDATA', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['comment inside p', '<p><!--</p><img src=x onerror=alert(1)>--></p>'],
  // malformed markup and quote breaking
  ['unclosed img', '<img src=x onerror=alert(1)//'],
  [
    'quote breaking out of a link',
    '<a href="https://ok.example" \'"><script>alert(1)</script>">x</a>',
  ],
  ['no space between attributes', '<p title="a"onclick="alert(1)">x</p>'],
  ['handler glued to href', '<a href="https://ok.example/"onmouseover="alert(1)">x</a>'],
  ['attribute context escape', '"><img src=x onerror=alert(1)>'],
  ['quote inside href', '<a href="https://ok.example/?q=&quot;><script>alert(1)</script>">x</a>'],
  ['unclosed formatting', '<p>unclosed <strong>bold <em>italic'],
];

/** Each allowed input and exactly what must be stored for it. */
const ALLOWED: [string, string, string][] = [
  ['h1', '<h1>Title</h1>', '<h1>Title</h1>'],
  ['h2', '<h2>Day one</h2>', '<h2>Day one</h2>'],
  ['h3', '<h3>Morning</h3>', '<h3>Morning</h3>'],
  ['paragraph', '<p>Hello</p>', '<p>Hello</p>'],
  [
    'bold, italic, underline',
    '<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u></p>',
    '<p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u></p>',
  ],
  ['line break', '<p>line<br>break</p>', '<p>line<br />break</p>'],
  ['bullet list', '<ul><li>a</li><li>b</li></ul>', '<ul><li>a</li><li>b</li></ul>'],
  ['ordered list', '<ol><li>1</li><li>2</li></ol>', '<ol><li>1</li><li>2</li></ol>'],
  [
    'Quill 2 bullet list',
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Item</li></ol>',
    '<ol><li data-list="bullet">Item</li></ol>',
  ],
  [
    'Quill 2 ordered list',
    '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>One</li></ol>',
    '<ol><li data-list="ordered">One</li></ol>',
  ],
  [
    'Quill 2 data-list outside the allowed values',
    '<ol><li data-list="checked"><span class="ql-ui" contenteditable="false"></span>Done</li></ol>',
    '<ol><li>Done</li></ol>',
  ],
  [
    'ql-indent on li',
    '<ol><li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>Sub</li></ol>',
    '<ol><li data-list="bullet" class="ql-indent-1">Sub</li></ol>',
  ],
  [
    'ql-indent on p, other classes dropped',
    '<p class="ql-indent-2 ql-align-center evil">x</p><p class="ql-indent-9">y</p>',
    '<p class="ql-indent-2">x</p><p>y</p>',
  ],
  ['class on a header dropped', '<h2 class="ql-indent-1">h</h2>', '<h2>h</h2>'],
  [
    'Quill https link',
    '<p><a href="https://example.com/tours" rel="noopener noreferrer" target="_blank">Tours</a></p>',
    `<p><a href="https://example.com/tours" ${LINK}>Tours</a></p>`,
  ],
  [
    'http link',
    '<a href="http://example.com">site</a>',
    `<a href="http://example.com" ${LINK}>site</a>`,
  ],
  [
    'mailto link',
    '<a href="mailto:contact@example.com">mail</a>',
    `<a href="mailto:contact@example.com" ${LINK}>mail</a>`,
  ],
  [
    'tel link',
    '<a href="tel:+33 1 23 45 67 89">call</a>',
    `<a href="tel:+33 1 23 45 67 89" ${LINK}>call</a>`,
  ],
  [
    'link with a forged rel and target',
    '<a href="https://example.com" rel="opener" target="_self">x</a>',
    `<a href="https://example.com" ${LINK}>x</a>`,
  ],
  ['ftp link loses the tag', '<p><a href="ftp://example.com/f">file</a></p>', '<p>file</p>'],
  ['relative link loses the tag', '<p><a href="/admin">admin</a></p>', '<p>admin</p>'],
  ['protocol-relative link loses the tag', '<a href="//evil.example">x</a>', 'x'],
  ['fragment link loses the tag', '<a href="#top">top</a>', 'top'],
  ['link without href loses the tag', '<a name="x">anchor</a>', 'anchor'],
  ['javascript: link keeps its text', '<p><a href="javascript:alert(1)">go</a></p>', '<p>go</p>'],
  [
    'French text, escaped ampersand',
    '<p>Thé &amp; pâtisseries</p>',
    '<p>Thé &amp; pâtisseries</p>',
  ],
  ['French text, raw ampersand', '<p>Thé & pâtisseries</p>', '<p>Thé &amp; pâtisseries</p>'],
  ['escaped angle brackets stay text', '<p>1 &lt; 2 &gt; 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
  [
    'harmless wrappers keep their text',
    '<span>plain</span> <div>block</div> <font color="red">font</font> <h4>four</h4>',
    'plain block font four',
  ],
  [
    'style, id and data-* attributes dropped',
    '<p style="color:red" id="a" data-x="1" title="t">hi</p>',
    '<p>hi</p>',
  ],
  ['surrounding whitespace trimmed', '  \n<p>x</p>\n  ', '<p>x</p>'],
  ['empty Quill editor', '<p><br></p>', ''],
  ['several empty paragraphs', '<p><br></p><p>   </p><p>&nbsp;</p>', ''],
  ['empty list', '<ol><li data-list="bullet"><span class="ql-ui"></span></li></ol>', ''],
  ['only whitespace', ' \n\t ', ''],
  ['empty string', '', ''],
  [
    'full Quill document',
    '<h1>Paris by night</h1><p>A <strong>3-hour</strong> walk, <em>rain or shine</em>.</p><p><br></p>' +
      '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>Louvre</li>' +
      '<li data-list="ordered" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>Pyramid</li></ol>' +
      '<p>Book: <a href="mailto:hello@example.com" rel="noopener noreferrer" target="_blank">hello@example.com</a></p>',
    '<h1>Paris by night</h1><p>A <strong>3-hour</strong> walk, <em>rain or shine</em>.</p><p><br /></p>' +
      '<ol><li data-list="ordered">Louvre</li><li data-list="ordered" class="ql-indent-1">Pyramid</li></ol>' +
      `<p>Book: <a href="mailto:hello@example.com" ${LINK}>hello@example.com</a></p>`,
  ],
];

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'a',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'target', 'class', 'data-list']);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g;
const ATTRIBUTE = /\s([^\s=/>]+)(?:="([^"]*)")?/g;

/** Whatever a browser skips or strips inside a URL scheme: controls, spaces, nbsp. */
// eslint-disable-next-line no-control-regex
const BLANKS = /[\x00-\x20\u00a0]/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
};

/** Decodes numeric and the usual named entities, as a browser would before reading a URL. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(
      /&([a-z]+);/gi,
      (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity,
    );
}

/** Fails unless `out` holds nothing a browser could execute. */
function expectHarmless(out: string): void {
  expect(out).not.toMatch(/<script/i);
  expect(out).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(out).not.toMatch(
    /<(iframe|object|embed|svg|math|style|img|meta|base|link|form|input|button)/i,
  );
  expect(out).not.toMatch(/style\s*=/i);
  expect(out).not.toMatch(/srcdoc/i);
  const flat = decodeEntities(decodeEntities(out)).replace(BLANKS, '').toLowerCase();
  expect(flat).not.toMatch(/javascript:|vbscript:|data:/);

  // Structure: only allow-listed tags and attributes; every other `<` is escaped text.
  for (const [, , name, rest] of out.matchAll(TAG)) {
    expect(ALLOWED_TAGS).toContain(name);
    for (const [, attribute, value] of (rest ?? '').matchAll(ATTRIBUTE)) {
      expect(ALLOWED_ATTRIBUTES).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:)/);
    }
  }
  expect(out.replace(TAG, '')).not.toContain('<');
}

describe('sanitizeDescription', () => {
  it('has a real corpus', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS)('neutralises %s', (_name, payload) => {
    const out = sanitizeDescription(payload);
    expectHarmless(out);
    expect(sanitizeDescription(out)).toBe(out);
  });

  it.each(ALLOWED)('keeps %s', (_name, input, expected) => {
    const out = sanitizeDescription(input);
    expect(out).toBe(expected);
    expect(sanitizeDescription(out)).toBe(out);
  });

  it.each([
    [
      'the link and its text, without the handler',
      '<a href="http://ok.example" onclick="alert(1)">ok</a>',
      `<a href="http://ok.example" ${LINK}>ok</a>`,
    ],
    ['the text of a handler-bearing paragraph', '<p onclick="alert(1)">click</p>', '<p>click</p>'],
    ['the text of a javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['text after a dropped iframe', '<iframe src="x"></iframe><p>after</p>', '<p>after</p>'],
    ['nothing of an svg', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
  ])('keeps only %s', (_name, payload, expected) => {
    expect(sanitizeDescription(payload)).toBe(expected);
  });
});
