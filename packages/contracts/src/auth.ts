import { z } from 'zod';

/** docs/product.md (Rules, Admin access): admin passwords are at least 12 characters. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email())
  .pipe(z.string().max(254));

/** Sign-in does not enforce the password policy: a wrong password simply fails to match. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type Login = z.infer<typeof LoginSchema>;

export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const SessionUserSchema = z.object({ email: z.string() });
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Name of the admin session cookie, shared by identity (which sets it) and every service. */
export const SESSION_COOKIE = 'mt_session';
