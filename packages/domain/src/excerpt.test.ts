import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, createExcerpt, stripHtml } from './excerpt';

describe('stripHtml', () => {
  it('removes markup and keeps the words of inline elements together', () => {
    expect(
      stripHtml('<p>Visit <strong>Ait</strong>-Benhaddou and <a href="/x">more</a>.</p>'),
    ).toBe('Visit Ait-Benhaddou and more.');
  });

  it('separates block elements with a space', () => {
    expect(stripHtml('<h2>Day 1</h2><p>Dunes</p><ul><li>Tea</li><li>Camels</li></ul>')).toBe(
      'Day 1 Dunes Tea Camels',
    );
    expect(stripHtml('line one<br>line two<br/>three')).toBe('line one line two three');
  });

  it('decodes named, decimal and hexadecimal entities', () => {
    expect(stripHtml('Tea &amp; mint&nbsp;&#39;n&#x27; &quot;dates&quot; &lt;fresh&gt;')).toBe(
      'Tea & mint \'n\' "dates" <fresh>',
    );
    expect(stripHtml('L&rsquo;Atlas &ndash; &euro;10 &#8230;')).toBe('L’Atlas – €10 …');
  });

  it('keeps escaped markup as text and leaves unknown entities alone', () => {
    expect(stripHtml('&lt;b&gt;bold&lt;/b&gt; &unknown;')).toBe('<b>bold</b> &unknown;');
  });

  it('collapses whitespace, including non-breaking spaces and new lines', () => {
    expect(stripHtml('  <p>\n  Sahara \t\u00a0 desert </p>\n\n<p> tours </p> ')).toBe(
      'Sahara desert tours',
    );
  });

  it('drops comments and the content of script and style elements', () => {
    expect(stripHtml('<!-- note --><style>p{}</style>Hello<script>alert(1)</script> world')).toBe(
      'Hello world',
    );
  });
});

describe('createExcerpt', () => {
  it('returns short text whole, without an ellipsis', () => {
    expect(createExcerpt('<p>A night under the stars.</p>')).toBe('A night under the stars.');
    expect(createExcerpt('')).toBe('');
  });

  it('keeps text of exactly 150 characters whole', () => {
    const text = 'x'.repeat(EXCERPT_LENGTH);
    expect(createExcerpt(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts to the first 150 characters and adds "…"', () => {
    const text = 'abcdefghij'.repeat(20);
    const excerpt = createExcerpt(`<p>${text}</p>`);
    expect(excerpt).toBe(`${text.slice(0, 150)}…`);
    expect(excerpt).toHaveLength(151);
  });

  it('counts characters after markup is stripped and entities decoded', () => {
    const html = `<p><strong>${'a'.repeat(100)}</strong> &amp; ${'b'.repeat(100)}</p>`;
    expect(createExcerpt(html)).toBe(`${'a'.repeat(100)} & ${'b'.repeat(47)}…`);
  });

  it('trims a space left before the ellipsis', () => {
    const html = `${'a'.repeat(149)} bcd`;
    expect(createExcerpt(html)).toBe(`${'a'.repeat(149)}…`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(149)}🐪🐪`;
    expect(createExcerpt(text)).toBe(`${'a'.repeat(149)}🐪…`);
  });

  it('accepts another length', () => {
    expect(createExcerpt('Marrakech medina', 9)).toBe('Marrakech…');
  });
});
