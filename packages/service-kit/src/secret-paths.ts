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

/**
 * Each listed path as its segments, lower-cased, a parameter as `null`: what a spelling of it is
 * compared with once normalised.
 */
const SECRET_SHAPES = SECRET_PATHS.map((path) =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
);

/** The words each listed path needs, to pass over at once the text that holds none of them. */
const SECRET_WORDS = SECRET_SHAPES.map((shape) =>
  shape.filter((literal): literal is string => literal !== null),
);

/** Where a path may appear in text: anything up to a space, a quote or an angle bracket. */
const URL_LIKE = /[^\s"'<>]+/g;
/** A path ends at its query or fragment; each of those is searched as a text of its own. */
const URL_PART = /([?#])/;
/** A segment ends at a slash or, as browsers and some servers read it, a backslash. */
const SEPARATOR = /([/\\])/;
const DECODED_SEPARATOR = /[/\\]/;
const ESCAPE = /%([0-9a-f]{2})/gi;
/** Rounds of decoding: `%2566` (twice encoded) is no router's `f`, but is redacted all the same. */
const DECODE_ROUNDS = 4;

/** `%XX` escapes of ASCII decoded, again until nothing changes; others, and broken ones, kept. */
function decodeAscii(raw: string): string {
  let text = raw;
  for (let round = 0; round < DECODE_ROUNDS && text.includes('%'); round += 1) {
    const next = text.replace(ESCAPE, (escape, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code < 0x80 ? String.fromCharCode(code) : escape;
    });
    if (next === text) break;
    text = next;
  }
  return text;
}

interface Part {
  /** The segment as a router compares it: decoded, lower-cased. */
  value: string;
  /** Which raw piece of the text it came from. */
  piece: number;
}

/** The parts with empty and `.` segments dropped, and with `..` also applied. */
function normalisedViews(parts: Part[]): Part[][] {
  const kept = parts.filter((part) => part.value !== '' && part.value !== '.');
  const resolved: Part[] = [];
  for (const part of kept) {
    if (part.value === '..') resolved.pop();
    else resolved.push(part);
  }
  return [kept, resolved];
}

/** The raw pieces holding a secret parameter of a listed path, wherever one starts in `parts`. */
function secretPieces(parts: Part[], into: Set<number>): void {
  for (const shape of SECRET_SHAPES) {
    for (let start = 0; start + shape.length <= parts.length; start += 1) {
      const matches = shape.every(
        (literal, offset) => literal === null || parts[start + offset]!.value === literal,
      );
      if (!matches) continue;
      shape.forEach((literal, offset) => {
        if (literal === null) into.add(parts[start + offset]!.piece);
      });
    }
  }
}

/** A path (or a query, a fragment), with the raw piece of every secret segment in it redacted. */
function redactPath(path: string): string {
  // Pieces alternate: a value, a separator, a value… (the split keeps its separators).
  const pieces = path.split(SEPARATOR);
  const parts: Part[] = [];
  for (let piece = 0; piece < pieces.length; piece += 2) {
    // A `%2F` inside a piece is a separator to whoever decodes it: the piece is then all
    // redacted, whichever of its parts holds the secret.
    for (const value of decodeAscii(pieces[piece]!).toLowerCase().split(DECODED_SEPARATOR)) {
      parts.push({ value, piece });
    }
  }
  const secret = new Set<number>();
  for (const view of normalisedViews(parts)) secretPieces(view, secret);
  if (secret.size === 0) return path;
  for (const piece of secret) pieces[piece] = REDACTED;
  return pieces.join('');
}

/** One URL-like run of text: its path, its query and its fragment, each redacted. */
function redactRun(run: string): string {
  const parts = run.split(URL_PART);
  for (let index = 0; index < parts.length; index += 2) parts[index] = redactPath(parts[index]!);
  return parts.join('');
}

/**
 * `text` with the secret segment of every secret path in it replaced by `[redacted]`, in every
 * spelling a router or a browser may read as that path: percent-encoded (even twice), in another
 * case, with doubled slashes, backslashes, `.` or `..` segments; in a URL as received (with a
 * query string or not), or inside a message's text, a query's value included.
 */
export function redactSecretPaths(text: string): string {
  // Most lines (every request of the site's other pages) hold no secret path's words.
  const words = decodeAscii(text).toLowerCase();
  if (!SECRET_WORDS.some((needed) => needed.every((word) => words.includes(word)))) return text;
  return text.replace(URL_LIKE, redactRun);
}
