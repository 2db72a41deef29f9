import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { registerErrorHandler, registerNotFoundHandler } from '@mt/service-kit/error-handler';
import { AppError, notFound } from '@mt/service-kit/errors';
import { loggerOptions, quietRequestLog, registerRequestLog } from '@mt/service-kit/logger';
import { MALFORMED_PAGE_ADDRESS, isMalformedPageAddress } from '@mt/service-kit/page-address';
import {
  ROOT_FILE_PATHS,
  ROOT_FILES,
  SERVICE_NAMES,
  SERVICES,
  serviceOfPath,
} from '@mt/service-kit/topology';
import { trustedProxy } from '@mt/service-kit/trusted-proxy';
import { registerBodyLimits, streamProxiedBodies } from './body-limits';
import type { GatewayConfig } from './config';
import {
  capConnectionsPerClient,
  CONNECTION_TIMEOUTS,
  serverOptions,
  type ConnectionTimeouts,
} from './connection-limits';
import { proxyReplyOptions } from './proxy-replies';
import { isAdminPage, registerRenderer, sendShell } from './renderer';
import { createResponseCache } from './response-cache';
import { registerSecurityHeaders } from './security-headers';
import { isAppRoute, registerSpa } from './spa';

export interface GatewayOptions {
  /** Where the log lines go instead of stdout: for tests that read them. */
  logStream?: NodeJS.WritableStream;
  /** How long a client is waited for: CONNECTION_TIMEOUTS but in tests that wait for them. */
  timeouts?: Partial<ConnectionTimeouts>;
}

/**
 * The gateway `pnpm start` runs when there is no Docker (docs/decisions/001): the same routes as
 * infra/nginx (decision 017). Each /api prefix goes to its service unchanged; built files are
 * served from apps/web/dist; every other page is rendered by apps/web's renderer, the admin
 * excepted (docs/decisions/025).
 */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}) {
  const logger = loggerOptions('gateway', config.LOG_LEVEL);
  const trustProxy = config.GATEWAY_TRUST_PROXY ? trustedProxy(config.GATEWAY_TRUST_PROXY) : false;
  const cache = createResponseCache({
    bucketOf: serviceOfPath,
    trustsForwarding: (address) => trustProxy !== false && trustProxy(address, 0),
    onHit: (request, status) =>
      app.log.info(
        { method: request.method, url: request.url, status, ms: 0, cache: 'hit' },
        'request',
      ),
  });
  const timeouts = { ...CONNECTION_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    // Answers kept in memory go out before Fastify builds a request (response-cache.ts). The
    // server is the gateway's own, so its time-outs and its cap on connections are set here
    // (connection-limits.ts): Fastify sets them only on a server it makes itself.
    serverFactory: (handler) => {
      const server = createServer(serverOptions(timeouts), (request, response) => {
        if (!cache.handle(request, response)) handler(request, response);
      });
      server.setTimeout(timeouts.idleMs);
      capConnectionsPerClient(server, {
        perClient: config.GATEWAY_CONNECTIONS_PER_CLIENT,
        isTrustedProxy: (address) => trustProxy !== false && trustProxy(address, 0),
        log: () => app.log,
      });
      return server;
    },
    logger:
      typeof logger === 'object' && options.logStream
        ? { ...logger, stream: options.logStream }
        : logger,
    logController: quietRequestLog(),
    // The gateway is the edge: it believes X-Forwarded-* only from the proxies
    // GATEWAY_TRUST_PROXY names, in front of it; by default from nobody.
    trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, { contentSecurityPolicy: !config.WEB_DEV_URL });
  registerBodyLimits(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(async (proxies) => {
    streamProxiedBodies(proxies);
    for (const name of SERVICE_NAMES) {
      for (const prefix of SERVICES[name].prefixes) {
        await proxies.register(httpProxy, {
          upstream: config.serviceUrls[name],
          prefix,
          rewritePrefix: prefix,
          proxyPayloads: false,
          replyOptions: proxyReplyOptions(name),
        });
      }
    }

    // /robots.txt and /sitemap.xml come from their service, exactly those paths, GET and HEAD
    // only. These routes are registered before the SPA's files: a file of the same name in the
    // web app would be a duplicate route, refused at start rather than silently served instead.
    for (const file of ROOT_FILE_PATHS) {
      const { service, path } = ROOT_FILES[file];
      await proxies.register(httpProxy, {
        upstream: config.serviceUrls[service],
        prefix: file,
        rewritePrefix: path,
        routes: ['/'],
        httpMethods: ['GET', 'HEAD'],
        proxyPayloads: false,
        replyOptions: proxyReplyOptions(service),
      });
    }
  });

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
    // Every page goes to apps/web's renderer but the admin, a client-only screen kept out of
    // search engines (docs/decisions/025). A route rather than the not-found handler, so that
    // compression applies; the files, /api and /health routes are more specific and win. In a
    // plugin of its own: its reply.from is the renderer's.
    await app.register(async (pages) => {
      const renderPage = await registerRenderer(pages, config.webRendererUrl);
      pages.get('/*', async (request, reply) => {
        if (!isAppRoute(request.method, request.url)) throw notFound();
        // Refused as the renderer refuses it behind nginx, which passes such an address on as
        // sent; the proxy here would resolve its dots and backslashes first (docs/decisions/057).
        if (isMalformedPageAddress(request.url)) {
          throw new AppError('VALIDATION', MALFORMED_PAGE_ADDRESS);
        }
        if (isAdminPage(request.url)) return sendShell(reply).header('x-robots-tag', 'noindex');
        return renderPage(reply);
      });
    });
    registerNotFoundHandler(app);
  }
  return app;
}
