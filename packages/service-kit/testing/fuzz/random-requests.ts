import fc from 'fast-check';
import { OMIT, withField } from './contract-fields';
import {
  bodyPaths,
  fillPath,
  jsonBody,
  OVERSIZED,
  paramNames,
  takesBody,
  toFuzzRequest,
  type Body,
  type FuzzRequest,
  type RouteExample,
} from './fuzz-request';
import {
  BROKEN_JSON,
  CONTENT_TYPES,
  hostileDate,
  hostileNumber,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
} from './hostile-values';
import { toJsonText } from './raw-json';
import type { RecordedRoute } from './route-recorder';

const fieldValue = fc.oneof(
  { arbitrary: hostileValue, weight: 3 },
  { arbitrary: hostileString, weight: 2 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: hostileDate, weight: 2 },
  { arbitrary: fc.constant(OMIT), weight: 1 },
);

/** The example's body with one or two of the contract's fields replaced or removed. */
function shapedBody(route: RecordedRoute, example: unknown) {
  const paths = bodyPaths(route, example);
  if (paths.length === 0) return fc.constant(example ?? {});
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), fieldValue), { minLength: 1, maxLength: 2 })
    .map((edits) => edits.reduce((body, [path, value]) => withField(body, path, value), example));
}

/** Mostly the contract with fields replaced; else any JSON, broken JSON, a wrong type, too much. */
function bodyFor(route: RecordedRoute, example: unknown): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: shapedBody(route, example).map((body) => jsonBody(toJsonText(body))), weight: 8 },
    { arbitrary: fc.constant(jsonBody(toJsonText(example ?? {}))), weight: 1 },
    {
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => jsonBody(toJsonText(body))),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...BROKEN_JSON, '').map(jsonBody), weight: 1 },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom(...CONTENT_TYPES),
        payload: fc.oneof(
          hostileString,
          fc.constant(toJsonText(example ?? {})),
          fc.constant(undefined),
        ),
      }),
      weight: 2,
    },
    { arbitrary: fc.constant(jsonBody(OVERSIZED)), weight: 1 },
  );
}

function pathFor(route: RecordedRoute, example: RouteExample) {
  const names = paramNames(route);
  const segments = names.map((name) =>
    fc.oneof(
      { arbitrary: fc.constant(example.params?.[name] ?? '1'), weight: 2 },
      { arbitrary: hostileSegment, weight: 2 },
    ),
  );
  return fc
    .tuple(...segments)
    .map((values) =>
      fillPath(route, Object.fromEntries(names.map((name, i) => [name, values[i]!]))),
    );
}

function queryFor(example: RouteExample) {
  return fc.oneof(
    { arbitrary: fc.constant(example.query ? `?${example.query}` : ''), weight: 2 },
    { arbitrary: hostileQuery, weight: 1 },
  );
}

/**
 * The caller's address: mostly a new one, so per-address limits let the fuzz through to the
 * handlers; one repeated, so the limits answer too; loopback, whose X-Forwarded-For is believed.
 */
const remoteAddress = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 4 },
  { arbitrary: fc.constant('203.0.113.7'), weight: 1 },
  { arbitrary: fc.constant('127.0.0.1'), weight: 1 },
);

/** A forwarded-for header, believed from loopback: addresses, lists and garbage. */
const forwardedFor = fc.option(
  fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('unknown', '', ',', '1.2.3.4, ::1, garbage', '999.1.1.1', '[::1]:80'),
  ),
  { nil: undefined, freq: 4 },
);

/** Headers the services read besides the body's type: encodings, validators, languages. */
const readHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'br;q=0, gzip;q=0',
      '*',
      'gzip;q=x',
      ',;;,',
      'x'.repeat(2000),
    ),
    'if-none-match': fc.constantFrom('*', 'W/""', '"x"', 'W/', 'x'.repeat(2000)),
    'accept-language': fc.constantFrom('fr', 'ar-MA,fr;q=0.8', '*;q=x', ''),
  },
  { requiredKeys: [] },
);

/** Another site (403 for a state-changing request), an opaque or a broken origin. */
const crossSite: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    origin: fc.constantFrom('https://evil.example', 'null', 'not a url', 'http://localhost:80'),
    referer: fc.constantFrom('https://evil.example/page', '/relative', '%%'),
  },
  { requiredKeys: [] },
);

/** A session cookie that is not a session: an admin route must refuse it like no cookie. */
const sessionCookie = fc.option(
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('x'.repeat(300), '%00', 'undefined', 's:forged.signature'),
  ),
  { nil: undefined, freq: 2 },
);

/**
 * Random requests for one route: its path parameters, query and body each either as the example
 * has them (so the request gets past validation to the route's real work) or replaced.
 */
export function randomRequests(
  route: RecordedRoute,
  example: RouteExample = {},
  options: { sessionCookie?: string; crossSite?: boolean } = {},
): fc.Arbitrary<FuzzRequest> {
  const body = takesBody(route)
    ? bodyFor(route, example.body)
    : fc.constant<Body>({ contentType: undefined, payload: undefined });
  return fc
    .record({
      path: pathFor(route, example),
      query: queryFor(example),
      body,
      remoteAddress,
      forwardedFor,
      headers: options.crossSite
        ? fc.tuple(readHeaders, crossSite).map(([read, site]) => ({ ...read, ...site }))
        : readHeaders,
      cookie: options.sessionCookie ? sessionCookie : fc.constant(undefined),
    })
    .map(({ cookie, headers, ...parts }) =>
      toFuzzRequest(route.method, {
        ...parts,
        headers,
        ...(cookie !== undefined && { cookies: { [options.sessionCookie!]: cookie } }),
      }),
    );
}
