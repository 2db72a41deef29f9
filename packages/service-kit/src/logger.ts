import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** pino options shared by every process: JSON lines, service name, secrets redacted. */
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
  return new LogController({ disableRequestLogging: true });
}
