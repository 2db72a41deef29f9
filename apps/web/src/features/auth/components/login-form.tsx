import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@mt/contracts/auth';
import type { Login } from '@mt/contracts/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

import { ApiError, NO_RESPONSE_STATUS } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { withMessageKeys } from '../../../lib/lazy-resolver';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import { SubmitButton } from '../../../components/ui/submit-button';

type FieldErrorKey =
  | 'auth:errors.emailRequired'
  | 'auth:errors.emailInvalid'
  | 'auth:errors.passwordRequired'
  | 'auth:errors.invalidCredentials';

type AuthT = TFunction<['auth', 'common']>;
type LoginValues = { email: string; password: string };

/**
 * The contract's schema through react-hook-form's zod resolver (docs/decisions/044), each field's
 * problem as a key, not a text, so the messages follow a language switch.
 */
const loginResolver: Resolver<LoginValues, unknown, Login> = withMessageKeys(
  zodResolver(LoginSchema),
  (field, values): FieldErrorKey => {
    if (field === 'email') {
      return values.email.trim() === '' ? 'auth:errors.emailRequired' : 'auth:errors.emailInvalid';
    }
    // Only an empty password fails here; an over-long one could never match anyway.
    return values.password === ''
      ? 'auth:errors.passwordRequired'
      : 'auth:errors.invalidCredentials';
  },
);

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, Login>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
    resolver: loginResolver,
  });
  const id = useId();
  const titleId = `${id}-title`;

  const onValid = (data: Login) => {
    if (login.isPending) return;
    login.mutate(data);
  };
  const message = (field: keyof LoginValues) => {
    const key = errors[field]?.message as FieldErrorKey | undefined;
    return key ? t(key) : undefined;
  };

  const serverError = login.isError ? describeLoginError(login.error, t) : undefined;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        <h1 id={titleId} className="text-2xl font-bold text-stone-900">
          {t('auth:signIn.title')}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{t('auth:signIn.intro')}</p>

        <form
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            // A new attempt clears the last refusal, whether or not the fields pass.
            login.reset();
            void handleSubmit(onValid)(event);
          }}
          className="mt-6 space-y-5"
        >
          <div role="alert" className="empty:hidden">
            {serverError ? (
              <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {serverError}
              </p>
            ) : null}
          </div>

          <TextField
            label={t('auth:signIn.email')}
            error={message('email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...register('email')}
          />

          <TextField
            label={t('auth:signIn.password')}
            error={message('password')}
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
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
