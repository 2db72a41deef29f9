import type { AdminRepository } from './admin-repository';
import {
  generatePassword,
  hashPassword,
  PASSWORD_COST,
  type PasswordCost,
  verifyPassword,
} from './passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * What is printed once when the first account gets a generated password: by identity, or by the
 * launcher when it makes that password for the demo seed (scripts/launcher/seed-demo.ts).
 */
export function generatedAdminNotice(email: string, password: string): string {
  return [
    '',
    '  An admin account was created. Sign in at /admin with:',
    `    e-mail:   ${email}`,
    `    password: ${password}`,
    '  This password is shown only once. Change it with `pnpm admin:password`.',
    '',
  ].join('\n');
}

interface Wanted {
  email: string | undefined;
  password: string | undefined;
}

/**
 * README.md (Configuration): ADMIN_EMAIL/ADMIN_PASSWORD ensure that account at start (the
 * configured password wins over an earlier reset). With no password configured and no account at
 * all, one is generated and announced once: the next start finds the account and stays quiet.
 */
export async function ensureAdminAccount(
  accounts: AdminRepository,
  wanted: Wanted,
  now: number,
  announce: (text: string) => void,
  cost: PasswordCost = PASSWORD_COST,
): Promise<void> {
  const email = wanted.email ?? DEFAULT_ADMIN_EMAIL;
  if (wanted.password) {
    const existing = accounts.findAdminByEmail(email);
    if (!existing) accounts.createAdmin(email, await hashPassword(wanted.password, cost), now);
    else if (!(await verifyPassword(wanted.password, existing.passwordHash))) {
      accounts.setPassword(existing.id, await hashPassword(wanted.password, cost), now);
    }
    return;
  }
  if (accounts.countAdmins() > 0) return;
  const password = generatePassword();
  accounts.createAdmin(email, await hashPassword(password, cost), now);
  announce(generatedAdminNotice(email, password));
}
