import type { FastifyInstance } from 'fastify';

/**
 * What the site's pages may load (docs/decisions/017). Scripts only from our own files: no inline
 * script, no eval. Styles also allow inline ones: every rendered page carries its critical CSS in
 * a <style> (docs/decisions/068), and react-hot-toast and the Quill editor write style elements
 * and attributes at run time; CSS cannot run code. Images may come from any
 * https address, because a tour's photo may be a link the operator pasted.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Sent with every response, pages and API alike. infra/nginx/snippets/security-headers.conf sends
 * the same; scripts/nginx/gateway-parity.test.ts compares the two gateways' answers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Only over https: on plain http a browser ignores it, and it must never pin a dev machine. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers to every reply, errors and proxied answers included. Vite's dev server
 * (`pnpm dev`) injects inline scripts for hot reload, so there the policy is left out.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { contentSecurityPolicy: boolean },
): void {
  const headers = Object.entries(SECURITY_HEADERS).filter(
    ([name]) => options.contentSecurityPolicy || name !== 'content-security-policy',
  );
  // A plain callback: it runs on every request, and an async hook costs a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
