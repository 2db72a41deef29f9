import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerErrorHandler, registerNotFoundHandler } from './error-handler';
import { registerInternalGuard } from './internal-guard';
import { loggerOptions, quietRequestLog, registerRequestLog } from './logger';
import { registerOriginCheck } from './origin-check';
import { answerRouterError } from './router-errors';
import { checkSecretPathListed } from './secret-paths';
import { createInternalClient } from './internal-client';
import type { ServiceConfig } from './service-config';
import { createIdentityVerifier, createRequireAdmin, type SessionVerifier } from './session';
import type { ServiceName } from './topology';
import { trustedProxy } from './trusted-proxy';

export interface ServiceOptions {
  /** How sessions are checked; by default a call to identity. Identity passes its own. */
  verifySession?: SessionVerifier;
  bodyLimit?: number;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Builds a service's Fastify app without listening (fastify/demo): zod validation and
 * serialization, pino with request ids, cookies, the Origin check, the internal-token guard,
 * one error handler, `/health`, and `app.requireAdmin` for admin routes.
 */
export function createService(
  name: ServiceName,
  config: ServiceConfig,
  options: ServiceOptions = {},
) {
  const app = Fastify({
    logger: loggerOptions(name, config.LOG_LEVEL),
    logController: quietRequestLog(),
    trustProxy: trustedProxy(config.TRUST_PROXY),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    frameworkErrors: answerRouterError,
    // The gateway's id follows the request across services, so one search finds all its lines.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Recorded before any route exists, so the list is whole: the internal-route tests probe every
  // route of it, and one added later is probed without editing them (docs/decisions/019).
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    checkSecretPathListed(route.url);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('declaredRoutes', () => routes);

  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks here run on every request: plain callbacks, since an async hook costs a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  void app.register(cookie);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerInternalGuard(app, config.INTERNAL_TOKEN);
  registerErrorHandler(app);
  registerNotFoundHandler(app);

  const verifySession =
    options.verifySession ??
    createIdentityVerifier(
      createInternalClient({ baseUrl: config.IDENTITY_URL, token: config.INTERNAL_TOKEN }),
    );
  app.decorate('requireAdmin', createRequireAdmin(verifySession));
  app.get('/health', async () => ({ status: 'ok', service: name }));
  return app;
}

export type ServiceApp = ReturnType<typeof createService>;

/** A route as declared: its method and its pattern (`/internal/tours/:id/booking-facts`). */
export interface DeclaredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for admin routes: 401 unless the request carries a valid session. */
    requireAdmin: ReturnType<typeof createRequireAdmin>;
    /** Every route the app declares, HEAD twins included, in the order they were added. */
    declaredRoutes(): readonly DeclaredRoute[];
  }
}
