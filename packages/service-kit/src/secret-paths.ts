/**
 * Paths with a secret in them: the `:token` of a review link opens that review's form, and the
 * database keeps only its hash, so a log line must not keep it in clear (docs/decisions/019).
 * Services and the gateway log through logger.ts, which redacts these; a new path that carries a
 * secret is added here, once. The web page the e-mail links to is listed too: the gateway logs it.
 */
export const SECRET_PATHS = [
  '/review/:token',
  '/api/tours/reviews/form/:token',
  '/api/tours/reviews/submit/:token',
] as const;

export const REDACTED = '[redacted]';

/** A route parameter whose name says it holds a secret. */
const SECRET_PARAM = /:\w*(token|secret|password)/i;

/**
 * Throws for a route with a secret parameter that is not listed above, so that a new one is
 * listed (and redacted in every log line) before it can serve a request.
 */
export function checkSecretPathListed(routeUrl: string): void {
  if (!SECRET_PARAM.test(routeUrl)) return;
  if ((SECRET_PATHS as readonly string[]).includes(routeUrl)) return;
  throw new Error(`${routeUrl} carries a secret: list it in service-kit's secret-paths.ts`);
}

/** One path segment's value: up to the next separator, or where a URL ends inside text. */
const SEGMENT = String.raw`[^/?#\s"'<>]+`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

/**
 * For each `:param` of each path, a pattern that matches that segment's value alone, wherever the
 * path appears: in a URL as received (with a query string or not), or inside a message's text.
 */
const SECRET_SEGMENTS = SECRET_PATHS.flatMap((path) => {
  const parts = path.split('/');
  return parts.flatMap((part, index) => {
    if (!part.startsWith(':')) return [];
    const before = parts
      .slice(0, index)
      .map((earlier) => (earlier.startsWith(':') ? SEGMENT : escapeRegExp(earlier)))
      .join('/');
    return [new RegExp(`(?<=${before}/)${SEGMENT}`, 'gi')];
  });
});

/** `text` with the secret segment of every secret path in it replaced by `[redacted]`. */
export function redactSecretPaths(text: string): string {
  let redacted = text;
  for (const segment of SECRET_SEGMENTS) redacted = redacted.replace(segment, REDACTED);
  return redacted;
}
