import { CONTACT_MESSAGE_MIN } from '@mt/contracts/form-limits';
import type { ContactData } from '@mt/contracts/messaging';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useHydratingMark } from '../../../lib/hydrating-mark';
import { lazyResolver, markServerErrors } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  errorsFromServer,
  messageValues,
} from './contact-fields';
import type { ContactField, ContactValues, ValidationKey } from './contact-fields';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

// The rules load with the first field that takes focus (docs/decisions/044-form-validation.md).
const validation = lazyResolver(async () => (await import('./contact-validation')).contactResolver);

/**
 * The contact form (react-hook-form over the contract's schema): each field says what is wrong
 * when the visitor leaves it, a submit shows every problem and focuses the first; sent to the
 * messaging service and emptied on success.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  // No defaultValues: the inputs start as the served HTML has them, so what a visitor typed
  // before the page hydrated stays.
  const form = useForm<ContactValues, unknown, ContactData>({
    mode: 'onTouched',
    resolver: validation.resolver,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const messageLength = (useWatch({ control: form.control, name: 'message' }) ?? '').trim().length;
  const titleId = `${useId()}-title`;
  const hydrating = useHydratingMark();

  const onValid = (data: ContactData) => {
    if (send.isPending) return;
    send.mutate(data, {
      onSuccess: () => {
        toast.success(t('contact.success'));
        reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast.error(t('contact.rateLimited'));
          return;
        }
        if (error instanceof ApiError && error.status === 400) {
          markServerErrors(setError, CONTACT_FIELDS, errorsFromServer(error.errors));
        }
        toast.error(t('contact.error'));
      },
    });
  };

  const message = (field: ContactField): string | undefined => {
    const key = errors[field]?.message;
    // The resolver and errorsFromServer put a ValidationKey there.
    return key ? t(key as ValidationKey, messageValues(field)) : undefined;
  };

  const fieldProps = (field: ContactField) => ({
    ...register(field),
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
    error: message(field),
  });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-bold text-stone-900">
        {t('form.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{t('form.requiredNote')}</p>

      <form
        aria-labelledby={titleId}
        noValidate
        {...hydrating}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        onFocus={validation.preload}
        className="mt-6 space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('form.name')} autoComplete="name" {...fieldProps('name')} />
          <TextField
            label={t('form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldProps('email')}
          />
        </div>
        <TextField label={t('form.subject')} {...fieldProps('subject')} />
        <TextareaField
          label={t('form.message')}
          rows={6}
          hint={t('form.messageHint', { min: CONTACT_MESSAGE_MIN })}
          counter={t('form.messageCount', {
            length: messageLength,
            max: CONTACT_MAX_LENGTH.message,
          })}
          {...fieldProps('message')}
        />

        <SubmitButton
          pending={send.isPending}
          pendingLabel={t('form.sending')}
          className="w-full sm:w-auto"
        >
          {t('form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
