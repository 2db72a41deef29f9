import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_MIN,
  EMAIL_MAX,
  UNSAFE_TEXT_MESSAGE,
} from '@mt/contracts/form-limits';
import type { FieldError } from '@mt/contracts/errors';

// The contact form's fields and messages, with no validation library: the form's page loads this,
// and the rules themselves (contact-validation.ts) on first use (docs/decisions/044).

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** A message as a key of the contact namespace, so that it follows a language switch. */
export type ValidationKey =
  | 'contact.validation.nameRequired'
  | 'contact.validation.emailRequired'
  | 'contact.validation.emailInvalid'
  | 'contact.validation.subjectRequired'
  | 'contact.validation.messageRequired'
  | 'contact.validation.unsafeText'
  | 'contact.validation.invalid'
  | 'contact.validation.messageMin'
  | 'contact.validation.tooLong';

const REQUIRED = {
  name: 'contact.validation.nameRequired',
  email: 'contact.validation.emailRequired',
  subject: 'contact.validation.subjectRequired',
  message: 'contact.validation.messageRequired',
} as const;

/** The longest value of each field, also given to the inputs as maxLength. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  ...CONTACT_LIMITS,
  email: EMAIL_MAX,
};

/** What the messages with a number say it with: the message's minimum, the field's maximum. */
export function messageValues(field: ContactField) {
  return { min: CONTACT_MESSAGE_MIN, max: CONTACT_MAX_LENGTH[field] };
}

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** The key for the first problem zod found in a field (its issue's code and message). */
export function messageKey(
  field: ContactField,
  value: string,
  { type, message }: { type: string; message: string },
): ValidationKey {
  // Both "required" and "too short" are too_small issues: the trimmed value tells them apart.
  if (value.trim() === '') return REQUIRED[field];
  if (message === UNSAFE_TEXT_MESSAGE) return 'contact.validation.unsafeText';
  if (type === 'too_big') return 'contact.validation.tooLong';
  if (field === 'email') return 'contact.validation.emailInvalid';
  if (field === 'message') return 'contact.validation.messageMin';
  return 'contact.validation.invalid';
}

/** Server field paths (`data.email`, `to`, …) mapped to the form's fields. */
const SERVER_PATHS: Record<string, ContactField> = {
  to: 'email',
  subject: 'subject',
  'data.name': 'name',
  'data.email': 'email',
  'data.subject': 'subject',
  'data.message': 'message',
};

/**
 * A 400's field errors as the form's keys. The server's texts are English: the character rule's
 * is shown translated, any other as a translated "please check".
 */
export function errorsFromServer(
  fieldErrors: FieldError[] | undefined,
): Partial<Record<ContactField, ValidationKey>> {
  const errors: Partial<Record<ContactField, ValidationKey>> = {};
  for (const { path, message } of fieldErrors ?? []) {
    const field = SERVER_PATHS[path];
    if (!field) continue;
    errors[field] =
      message === UNSAFE_TEXT_MESSAGE
        ? 'contact.validation.unsafeText'
        : 'contact.validation.invalid';
  }
  return errors;
}
