import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from '@mt/contracts/errors';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { ApiError } from '../../../lib/api-client';
import { withMessageKeys } from '../../../lib/lazy-resolver';

/**
 * One problem of a field: zod's issue code (or "server") and the contract's English message; a
 * server's refusal of the field may name its reason too (`common:refusals.*`).
 */
export type Issue = { type: string; message: string; reason?: string | undefined };

/** Picks the translation key for a field's first problem; `values` are the form's as typed. */
export type KeyFor<TValues> = (field: string, values: TValues, issue: Issue) => string;

function isIssue(value: unknown): value is Issue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Issue).type === 'string' &&
    typeof (value as Issue).message === 'string'
  );
}

/** The first problem inside a field's error: a list's rows or an object's fields nest theirs. */
function firstIssue(error: unknown): Issue | undefined {
  if (isIssue(error)) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstIssue(nested);
    if (found) return found;
  }
  return undefined;
}

/**
 * The dashboard's forms (docs/decisions/047): react-hook-form's zod resolver over the contract's
 * own schema, the one the service applies, with one message per top-level field (an image row's
 * problem is the images' problem) as a translation key, so it follows a language switch. The
 * dashboard is client-only and already holds zod, so nothing here loads lazily.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  // The input side is the form's values; some contracts type it `unknown` (a field's default).
  schema: z.ZodType<TOutput>,
  keyFor: KeyFor<TValues>,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
  const flat: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).flatMap(([field, error]) => {
        const issue = firstIssue(error);
        return issue ? [[field, { type: issue.type, message: issue.message }]] : [];
      }),
    );
    return { ...result, errors } as typeof result;
  };
  return withMessageKeys(flat, keyFor);
}

/**
 * A refusal's field errors (400 `errors: [{path, message}]`) as the form's own keys, each under
 * the field its path starts with (`images[0].image_url` is the images'): what `markServerErrors`
 * marks. Paths the form has no field for are left to the toast.
 */
export function serverFieldKeys<TValues, TField extends string>(
  error: unknown,
  fields: readonly TField[],
  values: TValues,
  keyFor: KeyFor<TValues>,
): Partial<Record<TField, string>> {
  const keys: Partial<Record<TField, string>> = {};
  const found: readonly FieldError[] = error instanceof ApiError ? (error.errors ?? []) : [];
  for (const { path, message, reason } of found) {
    const field = path.split(/[.[]/)[0] as TField;
    if (!fields.includes(field) || keys[field]) continue;
    keys[field] = keyFor(field, values, { type: 'server', message, reason });
  }
  return keys;
}
