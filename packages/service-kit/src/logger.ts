import {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import { redactSecretPaths } from './secret-paths';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

function redactLogArgument(argument: unknown): unknown {
  if (typeof argument === 'string') return redactSecretPaths(argument);
  // Plain objects only: an Error goes through the `err` serializer, a request through `req`.
  if (typeof argument !== 'object' || argument === null) return argument;
  if (Object.getPrototypeOf(argument) !== Object.prototype) return argument;
  return Object.fromEntries(
    Object.entries(argument).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactSecretPaths(value) : value,
    ]),
  );
}

/**
 * pino options shared by every process: JSON lines, service name, secrets redacted. Secrets in
 * headers by their path; secrets in URLs (secret-paths.ts) wherever a URL is written: a field
 * of the logged object (the request line's `url`), Fastify's own `req`, an error's message and
 * stack, and the message's text.
 */
export function loggerOptions(service: string, level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    base: { service },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'res.headers["set-cookie"]',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactSecretPaths(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        serialized.message = redactSecretPaths(serialized.message);
        serialized.stack = redactSecretPaths(serialized.stack);
        return serialized;
      },
    },
    hooks: {
      // The message, its %s arguments, and the text fields of the object logged with it (a
      // library logs its own: @fastify/http-proxy writes the upstream path as `source`).
      logMethod(args, write) {
        return write.apply(this, args.map(redactLogArgument) as typeof args);
      },
    },
  };
}

/**
 * One line per request, when it is answered, instead of Fastify's two (received, completed): with
 * the gateway and a service both logging, a page view stays readable. Pair it with
 * `logController: quietRequestLog()`, which turns Fastify's own two lines off.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

export function quietRequestLog(): LogController {
  return new QuietRequestLog({ disableRequestLogging: true });
}

/**
 * Fastify's request lines off, but not a streamed answer's failure: with request logging
 * disabled, Fastify would log nothing at all of a stream that failed after its first byte, and the
 * answer would be cut without a trace. Every such error is logged here, once, for every process
 * (docs/decisions/058); a client that hung up is no error.
 */
class QuietRequestLog extends LogController {
  override streamError(error: Error & { code?: string }, request: FastifyRequest): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug('the client left before the answer ended');
      return;
    }
    request.log.error({ err: error }, 'streamed answer failed: cut after its first bytes');
  }
}
