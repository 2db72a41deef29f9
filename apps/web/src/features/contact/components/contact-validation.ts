import { zodResolver } from '@hookform/resolvers/zod';
import { ContactDataSchema } from '@mt/contracts/messaging';
import type { ContactData } from '@mt/contracts/messaging';
import type { Resolver } from 'react-hook-form';

import { withMessageKeys } from '../../../lib/lazy-resolver';
import { isContactField, messageKey } from './contact-fields';
import type { ContactValues } from './contact-fields';

/**
 * The contact form's rules: the contract's schema, the one the messaging service applies, with
 * each field's first problem as a translation key. Loaded on first use (docs/decisions/044).
 */
export const contactResolver: Resolver<ContactValues, unknown, ContactData> = withMessageKeys(
  zodResolver(ContactDataSchema),
  (field, values, error) =>
    isContactField(field)
      ? messageKey(field, values[field] ?? '', error)
      : 'contact.validation.invalid',
);
