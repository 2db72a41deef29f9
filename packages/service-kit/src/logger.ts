import type { FastifyServerOptions } from 'fastify';

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
