/** The `{detail}` of a refused page address, the same from the renderer and both gateways. */
export const MALFORMED_PAGE_ADDRESS = 'Malformed page address';

/** A backslash, an encoded slash or backslash, or a `#`, anywhere in the path. */
const FOREIGN_SIGNS = /\\|%2f|%5c|#/i;

/**
 * Whether a page's request target is one no browser sends, and so refused with 400
 * (docs/decisions/057). A browser resolves `.` and `..` (`%2e` spellings too) and turns `\` into
 * `/` before it asks; a target that still has them was written by hand, and the readers on its
 * way do not agree on what it means: nginx resolves dots after merging slashes, a WHATWG URL (the
 * Node gateway's proxy) before, and only the latter reads `\` as `/`. No page address has an
 * encoded slash or backslash either, which nginx decodes and the renderer would not. A malformed
 * escape (`%zz`) is refused as nginx refuses it, and the absolute form (`http://host/path`),
 * which nginx passes on as its path, by the renderer and the Node gateway.
 */
export function isMalformedPageAddress(target: string): boolean {
  if (!target.startsWith('/')) return true;
  const path = target.split('?', 1)[0] ?? '';
  if (FOREIGN_SIGNS.test(path)) return true;
  return path.split('/').some((segment) => {
    try {
      const decoded = decodeURIComponent(segment);
      return decoded === '.' || decoded === '..';
    } catch {
      return true;
    }
  });
}
