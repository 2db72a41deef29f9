import { describe, expect, it } from 'vitest';

import { resolveForm } from '../../../testing/resolve-form';

import { contactResolver } from './contact-validation';
import { errorsFromServer } from './contact-fields';
import type { ContactValues } from './contact-fields';

const valid = {
  name: ' Amina ',
  email: 'amina@example.com',
  subject: 'Sahara',
  message: 'A question about dates.',
};

const validateContact = (values: ContactValues) => resolveForm(contactResolver, values);

describe('the contact form rules', () => {
  it('return the trimmed data when every rule holds', async () => {
    expect(await validateContact(valid)).toEqual({
      data: { ...valid, name: 'Amina' },
      errors: {},
    });
  });

  it('treat blanks as missing and report one message per field', async () => {
    const { data, errors } = await validateContact({
      name: '   ',
      email: '',
      subject: '\t',
      message: ' ',
    });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      name: 'contact.validation.nameRequired',
      email: 'contact.validation.emailRequired',
      subject: 'contact.validation.subjectRequired',
      message: 'contact.validation.messageRequired',
    });
  });

  it.each(['amina', 'amina@example', 'amina@example.c', 'am ina@example.com', 'a@b.c0m'])(
    'refuse the address %s',
    async (email) => {
      expect((await validateContact({ ...valid, email })).errors).toEqual({
        email: 'contact.validation.emailInvalid',
      });
    },
  );

  it('count the message without its surrounding spaces', async () => {
    expect((await validateContact({ ...valid, message: '   123456789   ' })).errors).toEqual({
      message: 'contact.validation.messageMin',
    });
    expect((await validateContact({ ...valid, message: '1234567890' })).errors).toEqual({});
  });

  it('report values over the limits', async () => {
    expect((await validateContact({ ...valid, name: 'x'.repeat(101) })).errors).toEqual({
      name: 'contact.validation.tooLong',
    });
    expect((await validateContact({ ...valid, message: 'x'.repeat(5001) })).errors).toEqual({
      message: 'contact.validation.tooLong',
    });
  });
});

describe('control and text-direction characters', () => {
  it('are refused in every field, with the translated message, on the form and from the server', async () => {
    const { errors } = await validateContact({
      ...valid,
      name: 'Amina\u202E',
      subject: 'Sahara\r\nBcc: all@example.com',
      message: 'A question\u0000 about dates.',
    });
    expect(errors).toEqual({
      name: 'contact.validation.unsafeText',
      subject: 'contact.validation.unsafeText',
      message: 'contact.validation.unsafeText',
    });
    expect(
      errorsFromServer([
        { path: 'data.name', message: 'Remove control or text-direction characters' },
      ]),
    ).toEqual({ name: 'contact.validation.unsafeText' });
  });

  it('leave the message its line breaks', async () => {
    expect(
      (await validateContact({ ...valid, message: 'Hello,\n\nA question about dates.' })).errors,
    ).toEqual({});
  });
});

describe('errorsFromServer', () => {
  it("marks the fields a 400 names, never with the server's text", () => {
    expect(
      errorsFromServer([
        { path: 'to', message: 'Must be the address given in the form' },
        { path: 'data.message', message: 'Too small' },
        { path: 'language', message: 'Invalid option' },
      ]),
    ).toEqual({
      email: 'contact.validation.invalid',
      message: 'contact.validation.invalid',
    });
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
