import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SessionUserSchema, type SessionUser } from '@mt/contracts/auth';
import { unauthenticated } from './errors';
import type { InternalClient } from './internal-client';

/** Resolves a session id to its admin, or null when the session is unknown or expired. */
export type SessionVerifier = (sessionId: string) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin. */
    admin?: SessionUser;
  }
}

/**
 * Every service but identity verifies a session by asking identity (docs/decisions/002), so that
 * sign-out and expiry take effect everywhere at once.
 */
export function createIdentityVerifier(identity: InternalClient): SessionVerifier {
  return async (sessionId) => {
    const response = await identity.request('POST', '/internal/sessions/verify', {
      session_id: sessionId,
    });
    if (!response.ok) return null;
    return SessionUserSchema.parse(response.body);
  };
}

/** The hook admin routes use: 401 without a valid session (docs/decisions/002). */
export function createRequireAdmin(verify: SessionVerifier) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) throw unauthenticated();
    const admin = await verify(sessionId);
    if (!admin) throw unauthenticated();
    request.admin = admin;
  };
}
