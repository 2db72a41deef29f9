import { LoginSchema } from '@mt/contracts/auth';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import { ApiError, NO_RESPONSE_STATUS } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import { SubmitButton } from '../../../components/ui/submit-button';

type FieldErrorKey =
  | 'auth:errors.emailRequired'
  | 'auth:errors.emailInvalid'
  | 'auth:errors.passwordRequired'
  | 'auth:errors.invalidCredentials';
// Keys, not texts, so the messages follow a language switch.
type FieldErrors = { email?: FieldErrorKey; password?: FieldErrorKey };

type AuthT = TFunction<['auth', 'common']>;

function validate(email: string, password: string) {
  const parsed = LoginSchema.safeParse({ email, password });
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'email' && !errors.email) {
      errors.email = email.trim() === '' ? 'auth:errors.emailRequired' : 'auth:errors.emailInvalid';
    } else if (field === 'password' && !errors.password) {
      // Only an empty password fails here; an over-long one could never match anyway.
      errors.password =
        password === '' ? 'auth:errors.passwordRequired' : 'auth:errors.invalidCredentials';
    }
  }
  return { data: undefined, errors };
}

/**
 * The form knows what 401 and 429 mean, and says so in the visitor's language (the server's detail
 * is English). Any other refusal shows the server's detail, else a translated fallback.
 */
function describeLoginError(error: unknown, t: AuthT): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('auth:errors.invalidCredentials');
    if (error.status === 429) return t('auth:errors.rateLimited');
    if (error.status === NO_RESPONSE_STATUS) return t('common:errors.network');
  }
  return getErrorDetail(error) ?? t('common:errors.generic');
}

export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.reset();
    const { data, errors } = validate(email, password);
    setFieldErrors(errors);
    if (!data) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    login.mutate(data);
  };

  const serverError = login.isError ? describeLoginError(login.error, t) : undefined;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        <h1 id={titleId} className="text-2xl font-bold text-stone-900">
          {t('auth:signIn.title')}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{t('auth:signIn.intro')}</p>

        <form aria-labelledby={titleId} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <div role="alert" className="empty:hidden">
            {serverError ? (
              <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {serverError}
              </p>
            ) : null}
          </div>

          <TextField
            ref={emailRef}
            label={t('auth:signIn.email')}
            error={fieldErrors.email ? t(fieldErrors.email) : undefined}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />

          <TextField
            ref={passwordRef}
            label={t('auth:signIn.password')}
            error={fieldErrors.password ? t(fieldErrors.password) : undefined}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />

          <SubmitButton
            pending={login.isPending}
            pendingLabel={t('auth:signIn.submitting')}
            className="w-full"
          >
            {t('auth:signIn.submit')}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
