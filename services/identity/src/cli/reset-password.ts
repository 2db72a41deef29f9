/**
 * `pnpm admin:password [email] [--stdin]`: sets a new password for an admin (creating the account
 * if it does not exist) and ends that admin's sessions. Without --stdin a strong password is
 * generated and printed; with it, the password is read from standard input. Safe to run while
 * the site is up: SQLite's WAL lets it write beside the running service.
 */
import { EmailSchema, NewPasswordSchema } from '@mt/contracts/auth';
import { dataDirSchema, loadConfig } from '@mt/service-kit/config';
import { makeDataPrivate } from '@mt/service-kit/private-data';
import { z } from 'zod';
import { DEFAULT_ADMIN_EMAIL } from '../accounts/ensure-admin';
import { generatePassword, hashPassword } from '../accounts/passwords';
import { createAdminRepository } from '../accounts/admin-repository';
import { openIdentityDatabase } from '../db/database';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const fromStdin = args.includes('--stdin');
const emailArg = args.find((arg) => !arg.startsWith('--'));

const { DATA_DIR } = loadConfig(z.object({ DATA_DIR: dataDirSchema }));
const email = EmailSchema.safeParse(emailArg ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL);
if (!email.success) fail(`Not an e-mail address: ${emailArg}`);

const password = fromStdin ? await readStdin() : generatePassword();
const valid = NewPasswordSchema.safeParse(password);
if (!valid.success) fail(`The password ${valid.error.issues[0]?.message ?? 'is not valid'}.`);

// Run before the first start, it creates the database: owner-only, as the site does (docs/decisions/019).
makeDataPrivate(DATA_DIR);
const database = openIdentityDatabase(DATA_DIR);
try {
  const accounts = createAdminRepository(database.db);
  const hash = await hashPassword(password);
  const existing = accounts.findAdminByEmail(email.data);
  if (existing) accounts.setPassword(existing.id, hash, Date.now());
  else accounts.createAdmin(email.data, hash, Date.now());
  console.log(`${existing ? 'Password reset' : 'Admin account created'} for ${email.data}.`);
  if (!fromStdin) console.log(`New password: ${password}`);
  if (existing) console.log('Every session of this admin has been signed out.');
  if (process.env.ADMIN_PASSWORD) {
    console.log('Note: ADMIN_PASSWORD is set, and the next start will set that password again.');
  }
} finally {
  database.close();
}
