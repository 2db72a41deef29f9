import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@mt/contracts/errors';

/** What the router refuses before any route runs, worded for a visitor: no URL echoed back. */
const ROUTER_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_BAD_URL: { status: 400, body: { detail: 'Malformed address', code: 'VALIDATION' } },
  // Fastify says 414; a path parameter longer than any id or key is invalid input like any other.
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    body: { detail: 'A path parameter is too long', code: 'VALIDATION' },
  },
};

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a broken percent-escape, a parameter
 * over `maxParamLength`) skip the error handler and would otherwise answer Fastify's body, with
 * no `detail` and the path echoed (docs/security.md).
 */
export function answerRouterError(
  error: { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = error.code ? ROUTER_ERRORS[error.code] : undefined;
  if (!known) {
    request.log.error({ err: error }, 'request failed');
    void reply.status(500).send({ detail: 'Internal server error', code: 'INTERNAL' });
    return;
  }
  request.log.info({ code: known.body.code, detail: known.body.detail }, 'request rejected');
  void reply.status(known.status).send(known.body);
}
