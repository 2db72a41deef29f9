import { describe, expect, it } from 'vitest';

import { errorsFromServer, firstInvalidField, validateContact } from './validate-contact';

const valid = {
  name: ' Amina ',
  email: 'amina@example.com',
  subject: 'Sahara',
  message: 'A question about dates.',
};

describe('validateContact', () => {
  it('returns the trimmed data when every rule holds', () => {
    expect(validateContact(valid)).toEqual({
      data: { ...valid, name: 'Amina' },
      errors: {},
    });
  });

  it('treats blanks as missing and reports one message per field', () => {
    const { data, errors } = validateContact({
      name: '   ',
      email: '',
      subject: '\t',
      message: ' ',
    });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      name: { key: 'contact.validation.nameRequired' },
      email: { key: 'contact.validation.emailRequired' },
      subject: { key: 'contact.validation.subjectRequired' },
      message: { key: 'contact.validation.messageRequired' },
    });
  });

  it.each(['amina', 'amina@example', 'amina@example.c', 'am ina@example.com', 'a@b.c0m'])(
    'refuses the address %s',
    (email) => {
      expect(validateContact({ ...valid, email }).errors).toEqual({
        email: { key: 'contact.validation.emailInvalid' },
      });
    },
  );

  it('counts the message without its surrounding spaces', () => {
    expect(validateContact({ ...valid, message: '   123456789   ' }).errors).toEqual({
      message: { key: 'contact.validation.messageMin', values: { min: 10 } },
    });
    expect(validateContact({ ...valid, message: '1234567890' }).errors).toEqual({});
  });

  it('reports values over the limits', () => {
    expect(validateContact({ ...valid, name: 'x'.repeat(101) }).errors).toEqual({
      name: { key: 'contact.validation.tooLong', values: { max: 100 } },
    });
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).errors).toEqual({
      message: { key: 'contact.validation.tooLong', values: { max: 5000 } },
    });
  });
});

describe('control and text-direction characters', () => {
  it('are refused in every field, with the translated message, on the form and from the server', () => {
    const { errors } = validateContact({
      ...valid,
      name: 'Amina\u202E',
      subject: 'Sahara\r\nBcc: all@example.com',
      message: 'A question\u0000 about dates.',
    });
    expect(errors).toEqual({
      name: { key: 'contact.validation.unsafeText' },
      subject: { key: 'contact.validation.unsafeText' },
      message: { key: 'contact.validation.unsafeText' },
    });
    expect(
      errorsFromServer([
        { path: 'data.name', message: 'Remove control or text-direction characters' },
      ]),
    ).toEqual({ name: { key: 'contact.validation.unsafeText' } });
  });

  it('leave the message its line breaks', () => {
    expect(
      validateContact({ ...valid, message: 'Hello,\n\nA question about dates.' }).errors,
    ).toEqual({});
  });
});

describe('errorsFromServer', () => {
  it("marks the fields a 400 names, never with the server's text", () => {
    const errors = errorsFromServer([
      { path: 'to', message: 'Must be the address given in the form' },
      { path: 'data.message', message: 'Too small' },
      { path: 'language', message: 'Invalid option' },
    ]);
    expect(errors).toEqual({
      email: { key: 'contact.validation.invalid' },
      message: { key: 'contact.validation.invalid' },
    });
    expect(firstInvalidField(errors)).toBe('email');
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
