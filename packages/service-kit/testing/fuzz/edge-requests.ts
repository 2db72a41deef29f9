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
import { BROKEN_JSON, CONTENT_TYPES, EDGE_VALUES, QUERY_TEXTS, SEGMENTS } from './hostile-values';
import { toJsonText } from './raw-json';
import type { RecordedRoute } from './route-recorder';

const WHOLE_BODIES = ['null', '[]', '"text"', '1', 'true', '{}', '[{}]', '', OVERSIZED];

interface Variant {
  path?: string;
  query?: string;
  body?: Body;
}

/** Each change of the example on its own: path parameters, queries, content types, body fields. */
function variantsOf(route: RecordedRoute, example: RouteExample, bodies: boolean): Variant[] {
  const params = example.params ?? {};
  const exampleText = toJsonText(example.body ?? {});
  const variants: Variant[] = [];
  for (const name of paramNames(route)) {
    for (const segment of SEGMENTS) {
      variants.push({ path: fillPath(route, { ...params, [name]: segment }) });
    }
  }
  for (const query of QUERY_TEXTS) variants.push({ query });
  if (!takesBody(route)) return variants;
  for (const contentType of CONTENT_TYPES) {
    variants.push({ body: { contentType, payload: exampleText } });
    variants.push({ body: { contentType, payload: undefined } });
  }
  if (!bodies) return variants;
  for (const text of [...BROKEN_JSON, ...WHOLE_BODIES]) variants.push({ body: jsonBody(text) });
  for (const field of bodyPaths(route, example.body)) {
    for (const value of [...EDGE_VALUES, OMIT]) {
      variants.push({ body: jsonBody(toJsonText(withField(example.body ?? {}, field, value))) });
    }
  }
  return variants;
}

/** A distinct benchmarking-range address per request, so per-address limits never hide a handler. */
const addressFor = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`;

/**
 * The deterministic pass of the fuzz: the example itself, then (with `variations`) the example
 * with exactly one thing changed, for every known troublemaker: each path parameter, each query,
 * each content type and (with `bodies`) each field of the body, contract fields found from the
 * route's zod schema. Random runs explore beyond.
 */
export function edgeRequests(
  route: RecordedRoute,
  example: RouteExample,
  options: { variations: boolean; bodies: boolean },
): FuzzRequest[] {
  const variants = [{}, ...(options.variations ? variantsOf(route, example, options.bodies) : [])];
  const path = fillPath(route, example.params ?? {});
  const query = example.query ? `?${example.query}` : '';
  const body: Body = takesBody(route)
    ? jsonBody(toJsonText(example.body ?? {}))
    : { contentType: undefined, payload: undefined };
  return variants.map((variant: Variant, index) =>
    toFuzzRequest(route.method, {
      path: variant.path ?? path,
      query: variant.query ?? query,
      body: variant.body ?? body,
      remoteAddress: addressFor(index),
    }),
  );
}
