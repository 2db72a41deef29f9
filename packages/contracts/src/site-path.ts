/**
 * A path on this site, as an image address may be one (a tour's photos, the promotion's image):
 * one `/` and then a character that is neither a slash nor a backslash, and no backslash, space,
 * control character or percent-encoded slash or backslash anywhere.
 *
 * Browsers read `\` as `/` and drop tabs and line breaks inside an address, so `/\evil.test/x.png`
 * or `/<tab>/evil.test` is the protocol-relative `//evil.test/x.png`: another site's file
 * (docs/security.md, Validation). The encoded forms (`%2F`, `%5C`) are refused too, for a server
 * or a proxy that decodes them; no path this site makes holds one.
 */
const SITE_PATH = /^\/[^/\\]/;
const NEVER_IN_A_SITE_PATH = /[\\\s\p{Cc}]|%(?:2f|5c)/iu;

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value) && !NEVER_IN_A_SITE_PATH.test(value);
}
