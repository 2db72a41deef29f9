import { describeRefusal } from '@mt/contracts/refusals';
import { AppError, refuse } from '@mt/service-kit/errors';
import type { AdminRepository } from '../accounts/admin-repository';
import {
  generatePassword,
  hashPassword,
  type PasswordCost,
  verifyPassword,
} from '../accounts/passwords';
import { accountDelayMs } from '../sessions/account-delay';
import { addressKey } from '@mt/service-kit/address-key';
import { accountKey, type LoginThrottle } from '../sessions/login-throttle';
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
  /** Waits without holding the event loop; tests pass one that only moves their clock. */
  sleep: (ms: number) => Promise<void>;
  /** The decoy's cost: the one the account's hash was made with (app.ts). */
  passwordCost?: PasswordCost;
}) {
  // Unknown e-mails are checked against this hash, so they cost the same time as a wrong password.
  let decoyHash: Promise<string> | undefined;

  return async function signIn(
    attempt: SignInAttempt,
  ): Promise<{ sessionId: string; email: string }> {
    // docs/decisions/020: the address is limited, the account only slowed, so that a stranger
    // who knows the e-mail cannot keep the operator out. Unknown e-mails are counted alike.
    const admission = deps.throttle.admit(addressKey(attempt.ip), accountKey(attempt.email));
    if (!admission.admitted) {
      const refusal = describeRefusal('TOO_MANY_SIGN_IN_ATTEMPTS');
      throw new AppError('RATE_LIMITED', refusal.detail, {
        refusal,
        retryAfterSeconds: admission.retryAfterMs / 1000,
      });
    }
    const delayMs = accountDelayMs(admission.accountFailures);
    if (delayMs > 0) await deps.sleep(delayMs);

    const admin = deps.accounts.findAdminByEmail(attempt.email);
    decoyHash ??= hashPassword(generatePassword(), deps.passwordCost);
    const matches = await verifyPassword(
      attempt.password,
      admin?.passwordHash ?? (await decoyHash),
    );
    // The attempt was written down as a failure when it was admitted; a match takes it back.
    if (!admin || !matches) throw refuse('UNAUTHENTICATED', 'INVALID_CREDENTIALS');

    deps.throttle.withdraw(admission.rows);
    if (attempt.previousSessionId) deps.sessions.revokeSession(attempt.previousSessionId);
    return { sessionId: deps.sessions.createSession(admin.id), email: admin.email };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
