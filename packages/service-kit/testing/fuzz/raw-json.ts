/**
 * A JSON token written out as it is: numbers `JSON.stringify` cannot produce (`1e999`, which a
 * parser reads as Infinity, or `-0`), and keys a parser treats specially (`__proto__`).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with every RawJson inside written verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  // undefined, functions and symbols have no JSON; NaN and ±Infinity become null, as in a browser.
  return JSON.stringify(value) ?? 'null';
}
