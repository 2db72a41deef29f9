import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import Fastify from 'fastify';
import { registerErrorHandler, registerNotFoundHandler } from '@mt/service-kit/error-handler';
import { AppError, notFound } from '@mt/service-kit/errors';
import { loggerOptions, quietRequestLog, registerRequestLog } from '@mt/service-kit/logger';
import {
  ROOT_FILE_PATHS,
  ROOT_FILES,
  SERVICE_NAMES,
  SERVICES,
  type ServiceName,
} from '@mt/service-kit/topology';
import type { GatewayConfig } from './config';
import { registerSecurityHeaders } from './security-headers';
import { isAppRoute, registerSpa } from './spa';

/** How every proxied request reaches its service: path unchanged, with forwarding headers. */
function proxyReplyOptions(service: ServiceName): FastifyHttpProxyOptions['replyOptions'] {
  return {
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      'x-request-id': request.id,
      'x-forwarded-host': request.host,
      'x-forwarded-proto': request.protocol,
      'x-forwarded-for': request.ip,
    }),
    // Any failure to reach the service means it is down for the client: 503, never a 500.
    onError: (reply, { error }) => {
      reply.log.warn({ err: error, service }, 'service unreachable');
      void reply.send(new AppError('DEPENDENCY_DOWN', 'Service temporarily unavailable'));
    },
  };
}

/**
 * The gateway `pnpm start` runs when there is no Docker (docs/decisions/001): the same routes as
 * infra/nginx (decision 017). Each /api prefix goes to its service unchanged; everything else is the SPA.
 */
export async function buildGateway(config: GatewayConfig) {
  const app = Fastify({
    logger: loggerOptions('gateway', config.LOG_LEVEL),
    logController: quietRequestLog(),
    // The gateway is the edge: it never believes X-Forwarded-* from the outside world.
    trustProxy: false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: !config.WEB_DEV_URL });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  for (const name of SERVICE_NAMES) {
    for (const prefix of SERVICES[name].prefixes) {
      await app.register(httpProxy, {
        upstream: config.serviceUrls[name],
        prefix,
        rewritePrefix: prefix,
        replyOptions: proxyReplyOptions(name),
      });
    }
  }

  // /robots.txt and /sitemap.xml come from their service, exactly those paths, GET and HEAD only.
  // These routes are registered before the SPA's files: a file of the same name in the web app
  // would be a duplicate route, refused at start rather than silently served instead.
  for (const file of ROOT_FILE_PATHS) {
    const { service, path } = ROOT_FILES[file];
    await app.register(httpProxy, {
      upstream: config.serviceUrls[service],
      prefix: file,
      rewritePrefix: path,
      routes: ['/'],
      httpMethods: ['GET', 'HEAD'],
      replyOptions: proxyReplyOptions(service),
    });
  }

  app.get('/health', async (_request, reply) => {
    const results = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        try {
          const response = await fetch(new URL('/health', config.serviceUrls[name]), {
            signal: AbortSignal.timeout(2000),
          });
          return [name, response.ok ? 'ok' : 'down'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const services = Object.fromEntries(results);
    const ok = results.every(([, state]) => state === 'ok');
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', services });
  });

  if (config.WEB_DEV_URL) {
    // Vite's dev server, with its hot-reload websocket.
    await app.register(httpProxy, { upstream: config.WEB_DEV_URL, prefix: '/', websocket: true });
    registerNotFoundHandler(app);
  } else {
    await registerSpa(app, config.WEB_DIST);
    app.setNotFoundHandler((request, reply) => {
      if (isAppRoute(request.method, request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw notFound();
    });
  }
  return app;
}
