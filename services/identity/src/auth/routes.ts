import { LoginSchema, SESSION_COOKIE, SessionUserSchema } from '@mt/contracts/auth';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { unauthenticated } from '@mt/service-kit/errors';
import { z } from 'zod';
import { SESSION_ABSOLUTE_MS, type SessionStore } from '../sessions/session-store';
import type { SignIn } from './sign-in';

/** Admin sign-in (docs/security.md): login, logout, me; and the check other services call. */
export function registerAuthRoutes(
  app: ServiceApp,
  deps: { signIn: SignIn; sessions: SessionStore },
): void {
  app.post(
    '/api/auth/login',
    { schema: { body: LoginSchema, response: { 200: SessionUserSchema } } },
    async (request, reply) => {
      const { sessionId, email } = await deps.signIn({
        ...request.body,
        ip: request.ip,
        previousSessionId: request.cookies[SESSION_COOKIE],
      });
      void reply.setCookie(SESSION_COOKIE, sessionId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      return { email };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) deps.sessions.revokeSession(sessionId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get('/api/auth/me', { schema: { response: { 200: SessionUserSchema } } }, async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    const admin = sessionId ? deps.sessions.verifySession(sessionId) : null;
    if (!admin) throw unauthenticated('Not signed in');
    return admin;
  });

  app.post(
    '/internal/sessions/verify',
    {
      schema: {
        body: z.object({ session_id: z.string().min(1).max(200) }),
        response: { 200: SessionUserSchema },
      },
    },
    async (request) => {
      const admin = deps.sessions.verifySession(request.body.session_id);
      if (!admin) throw unauthenticated('Session is not valid');
      return admin;
    },
  );
}
