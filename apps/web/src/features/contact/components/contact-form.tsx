import { CONTACT_MESSAGE_MIN } from '@mt/contracts/messaging';
import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import {
  CONTACT_MAX_LENGTH,
  errorsFromServer,
  firstInvalidField,
  validateContact,
} from './validate-contact';
import type {
  ContactErrors,
  ContactField,
  ContactValues,
  ValidationMessage,
} from './validate-contact';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The contact form: validated on the client, sent to the messaging service, reset on success. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const titleId = `${useId()}-title`;
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const refs: Record<ContactField, RefObject<HTMLElement | null>> = {
    name: nameRef,
    email: emailRef,
    subject: subjectRef,
    message: messageRef,
  };

  const showErrors = (next: ContactErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const { data, errors: found } = validateContact(values);
    showErrors(found);
    if (!data) return;
    send.mutate(data, {
      onSuccess: () => {
        toast.success(t('contact.success'));
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          toast.error(t('contact.rateLimited'));
          return;
        }
        if (error instanceof ApiError && error.status === 400) {
          showErrors(errorsFromServer(error.errors));
        }
        toast.error(t('contact.error'));
      },
    });
  };

  const message = (field: ContactField): string | undefined => {
    const found: ValidationMessage | undefined = errors[field];
    if (!found) return undefined;
    return 'values' in found ? t(found.key, found.values) : t(found.key);
  };

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
    error: message(field),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
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

      <form aria-labelledby={titleId} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            ref={nameRef}
            label={t('form.name')}
            autoComplete="name"
            {...fieldProps('name')}
          />
          <TextField
            ref={emailRef}
            label={t('form.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldProps('email')}
          />
        </div>
        <TextField ref={subjectRef} label={t('form.subject')} {...fieldProps('subject')} />
        <TextareaField
          ref={messageRef}
          label={t('form.message')}
          rows={6}
          hint={t('form.messageHint', { min: CONTACT_MESSAGE_MIN })}
          counter={t('form.messageCount', {
            length: values.message.trim().length,
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
