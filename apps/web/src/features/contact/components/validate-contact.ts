import { EMAIL_MAX } from '@mt/contracts/common';
import { CONTACT_LIMITS, CONTACT_MESSAGE_MIN, ContactDataSchema } from '@mt/contracts/messaging';
import type { ContactData } from '@mt/contracts/messaging';
import type { FieldError } from '@mt/contracts/errors';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/**
 * A message as a key of the contact namespace and its values, not a text, so that it follows a
 * language switch.
 */
export type ValidationMessage =
  | {
      key:
        | 'contact.validation.nameRequired'
        | 'contact.validation.emailRequired'
        | 'contact.validation.emailInvalid'
        | 'contact.validation.subjectRequired'
        | 'contact.validation.messageRequired'
        | 'contact.validation.unsafeText'
        | 'contact.validation.invalid';
    }
  | { key: 'contact.validation.messageMin'; values: { min: number } }
  | { key: 'contact.validation.tooLong'; values: { max: number } };

export type ContactErrors = Partial<Record<ContactField, ValidationMessage>>;

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

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

function messageFor(
  field: ContactField,
  value: string,
  { code: issueCode, message }: { code: string; message: string },
): ValidationMessage {
  // Both "required" and "too short" are too_small issues: the trimmed value tells them apart.
  if (value.trim() === '') return { key: REQUIRED[field] };
  if (message === UNSAFE_TEXT_MESSAGE) return { key: 'contact.validation.unsafeText' };
  if (issueCode === 'too_big')
    return { key: 'contact.validation.tooLong', values: { max: CONTACT_MAX_LENGTH[field] } };
  if (field === 'email') return { key: 'contact.validation.emailInvalid' };
  if (field === 'message') {
    return { key: 'contact.validation.messageMin', values: { min: CONTACT_MESSAGE_MIN } };
  }
  return { key: 'contact.validation.invalid' };
}

/**
 * The contact form's rules, the ones the server applies (ContactDataSchema), reporting the first
 * problem of each field as a translation key.
 */
export function validateContact(
  values: ContactValues,
): { data: ContactData; errors: ContactErrors } | { data: undefined; errors: ContactErrors } {
  const parsed = ContactDataSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) {
      errors[field] = messageFor(field, values[field], issue);
    }
  }
  return { data: undefined, errors };
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
 * A 400's field errors marked on the form. The server's texts are English: the character rule's
 * is shown translated, any other as a translated "please check".
 */
export function errorsFromServer(fieldErrors: FieldError[] | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const { path, message } of fieldErrors ?? []) {
    const field = SERVER_PATHS[path];
    if (!field) continue;
    errors[field] =
      message === UNSAFE_TEXT_MESSAGE
        ? { key: 'contact.validation.unsafeText' }
        : { key: 'contact.validation.invalid' };
  }
  return errors;
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}
