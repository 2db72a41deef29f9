import { AppError } from '@mt/service-kit/errors';
import type { AdminRepository } from '../accounts/repository';
import { generatePassword, hashPassword, verifyPassword } from '../accounts/passwords';
import { throttleKeys, type LoginThrottle } from '../sessions/login-throttle';
import type { SessionStore } from '../sessions/session-store';

interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session the browser already holds, ended so that sign-in always issues a new id. */
  previousSessionId: string | undefined;
}

export function createSignIn(deps: {
  accounts: AdminRepository;
  sessions: SessionStore;
  throttle: LoginThrottle;
}) {
  // Unknown e-mails are checked against this hash, so they cost the same time as a wrong password.
  let decoyHash: Promise<string> | undefined;

  return async function signIn(
    attempt: SignInAttempt,
  ): Promise<{ sessionId: string; email: string }> {
    const keys = throttleKeys(attempt.ip, attempt.email);
    const waitMs = deps.throttle.blockedFor(keys);
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please try again later.', {
        retryAfterSeconds: waitMs / 1000,
      });
    }

    const admin = deps.accounts.findAdminByEmail(attempt.email);
    decoyHash ??= hashPassword(generatePassword());
    const matches = await verifyPassword(
      attempt.password,
      admin?.passwordHash ?? (await decoyHash),
    );
    if (!admin || !matches) {
      deps.throttle.recordFailure(keys);
      throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
    }

    deps.throttle.clearFailures([`account:${admin.email}`]);
    if (attempt.previousSessionId) deps.sessions.revokeSession(attempt.previousSessionId);
    return { sessionId: deps.sessions.createSession(admin.id), email: admin.email };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
