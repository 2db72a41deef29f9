import fc from 'fast-check';
import { RawJson } from './raw-json';

/**
 * Values a visitor can send that a form never would, for the public-endpoint fuzz tests
 * (docs/security.md): each arbitrary mixes fast-check's random values with the handful of known
 * troublemakers that random generation alone would take millions of runs to hit.
 */

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

export const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\u202Eevil\u202C', // right-to-left override
  '\u2066x\u2069', // isolate
  '\u200B',
  '\uFEFF',
  '\uD800', // a lone surrogate: valid in JSON text, not in UTF-8
  '\uDFFFx',
  'e\u0301',
  '👨‍👩‍👧',
  'ﷺ',
  "'; DROP TABLE tours; --",
  "' OR 1=1 --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '%00',
  '\r\nX-Injected: 1',
  'null',
  'undefined',
  'true',
  'NaN',
  '[object Object]',
  '__proto__',
  'constructor',
  'a@b.co\r\nBcc: x@y.zz',
];

/** Long runs of one character, up to ~800 KB as UTF-8: under the 1 MiB body limit. */
const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '\u0000', '\u202E', ' '),
    fc.integer({ min: 1_000, max: 200_000 }),
  )
  .map(([unit, count]) => unit.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: CONTROL, maxLength: 8 }),
  fc.constantFrom(...SPECIAL_STRINGS),
  { arbitrary: hugeString, weight: 1 },
);

/** JSON number tokens: 1e999 is read as Infinity, -1e999 as -Infinity. */
export const NUMBER_TOKENS = [
  '1e999',
  '-1e999',
  '-0',
  '1e308',
  '5e-324',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e21',
  '1E2',
  '0e0',
  '0.1',
  '1.5',
  '2.0',
  '-1',
  '0',
  '51',
];
export const NUMBER_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1',
  '0x10',
  '1e3',
  ' 2',
  '٣',
  '１',
];

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 60 }),
  fc.double(),
  fc.constantFrom(...NUMBER_TOKENS).map((token) => new RawJson(token)),
  fc.constantFrom(...NUMBER_LIKE_STRINGS),
);

export const DATE_TEXTS = [
  '9999-12-31',
  '9999-12-30',
  '9998-12-31',
  '0000-01-01',
  '2026-02-30',
  '+010000-01-01',
  '-000001-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-12-00',
  '2026-12-32',
  '2026-1-1',
  '26-12-10',
  '2026-12-10T00:00:00Z',
  '2026-12-10 ',
  ' 2026-12-10',
  '2026-12-10\n',
  '2026/12/10',
  '10/12/2026',
  '2024-02-29',
  '2027-02-29',
  '2028-02-29',
  '1970-01-01',
  '２０２６-１２-１０',
  '2026-W50',
];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Date-shaped strings: real, impossible, far past and far future, and near misses of the format. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...DATE_TEXTS),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);

export const RAW_OBJECTS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

const scalar = fc.oneof(hostileString, hostileNumber, hostileDate, fc.boolean(), fc.constant(null));

/** Anything a JSON field can hold: scalars of every kind, arrays, objects, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...RAW_OBJECTS).map((text) => new RawJson(text)),
);

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text; // a lone surrogate cannot be percent-encoded: send it as it is
  }
}

export const SEGMENTS = [
  '-1',
  '0',
  '1e309',
  '0x10',
  '%00',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '-0',
  '+1',
  '01',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999999',
  '%20',
  '%2e%2e',
  '..',
  '%2F',
  '%252F',
  '%zz',
  '%',
  '%C0%AF',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%EF%BC%91', // fullwidth 1
  'a'.repeat(101),
  '9'.repeat(100),
  '9'.repeat(5000),
  ' 1',
  'null',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

/** A path parameter: malformed numbers, encodings, traversal, and very long ones. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SEGMENTS),
  fc.integer().map(String),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment),
  fc.string({ maxLength: 30 }).map(encodeSegment),
);

const QUERY_KEYS = ['lang', 'limit', 'participants', 'text', '__proto__', 'constructor', 'a[b]'];
const QUERY_VALUES = ['', 'en', 'fr', 'EN', 'de', '%', '%zz', '%00', '1e309', '-1', '0x10', '1.5'];
export const QUERY_TEXTS = [
  '',
  '?',
  '??',
  '?&&&',
  '?=',
  '?lang',
  '?lang=en&lang=fr',
  '?limit=1&limit=2',
  '?%',
  '?%zz=1',
  '?__proto__[polluted]=1',
  `?text=${'x'.repeat(5000)}`,
];

const queryPair = fc
  .tuple(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(encodeSegment)),
    fc.oneof(
      fc.constantFrom(...QUERY_VALUES),
      hostileString.map((text) => encodeSegment(text.slice(0, 2000))),
    ),
  )
  .map(([key, value]) => `${key}=${value}`);

/** A raw query string, `?` included (or empty): odd keys, repeated keys, broken escapes. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.array(queryPair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`),
  fc.constantFrom(...QUERY_TEXTS),
);

/** Content types a JSON endpoint must refuse or survive, with or without a usable body. */
export const CONTENT_TYPES = [
  undefined,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  '*/*',
  ';',
];

/** Bodies no JSON parser should accept, sent as application/json. */
export const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '[1,2',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  '"' + '\\'.repeat(3) + '"',
];

/**
 * The known troublemakers for one field, each tried alone by the edge-case pass: every kind of
 * JSON value, the strings, numbers and dates above, and a string far over any field's limit.
 */
export const EDGE_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  ['a'],
  { nested: 'x' },
  ...RAW_OBJECTS.map((text) => new RawJson(text)),
  ...SPECIAL_STRINGS,
  'x'.repeat(5_000),
  '😀'.repeat(100_000),
  ...NUMBER_TOKENS.map((token) => new RawJson(token)),
  ...NUMBER_LIKE_STRINGS,
  ...DATE_TEXTS,
];
