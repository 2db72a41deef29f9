import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '@mt/contracts/errors';
import { BODY_TOO_LARGE } from './body-limits';
import { AppError, codeForStatus } from './errors';

/** Fastify's own client errors, with wording we choose rather than the framework's internals. */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

/** What a client may learn of a server-side failure: its kind, never its text. */
const SERVER_DETAILS: Record<number, string> = {
  502: 'Service temporarily unavailable',
  503: 'Service temporarily unavailable',
  504: 'Service timed out',
};

function toFieldErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): FieldError[] {
  return error.validation.map((issue) => ({
    path:
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? ''),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * One error handler for every service: `{detail, code, errors}`, the status documented in
 * docs/product.md (Errors from the services), and never a stack trace or SQL: 5xx details are
 * logged, not sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;

    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        detail: error.detail,
        code: error.code,
        ...(error.refusal && { reason: error.refusal.reason }),
        ...(error.refusal?.params && { params: error.refusal.params }),
        ...(error.errors && { errors: error.errors }),
      };
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = { detail: 'Invalid input', code: 'VALIDATION', errors: toFieldErrors(error) };
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      body = {
        detail:
          FRAMEWORK_DETAILS[error.code] ??
          (error.code?.startsWith('FST_') ? 'Bad request' : error.message),
        code: codeForStatus(status),
      };
    } else {
      status = error.statusCode && error.statusCode >= 500 ? error.statusCode : 500;
      body = {
        detail: SERVER_DETAILS[status] ?? 'Internal server error',
        code: codeForStatus(status),
      };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, detail: body.detail }, 'request rejected');
    dropBodyHeaders(reply);
    return reply.status(status).send(body);
  });
}

/** What the route said of the body it meant to send, and which the error's JSON replaces. */
const BODY_HEADERS = ['content-type', 'content-disposition', 'content-length', 'content-encoding'];

/**
 * The error's body is JSON, whatever the route meant to send: a file's type and name go. A
 * streamed answer that failed before its first byte (docs/decisions/058) has its headers on the
 * raw response already, where Fastify copied them when the stream started.
 */
function dropBodyHeaders(reply: FastifyReply): void {
  for (const name of BODY_HEADERS) {
    void reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

/** Unknown routes answer 404 `{detail}` like every other error. */
export function registerNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { detail: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
