import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads on first use (docs/decisions/044-form-validation.md): the
 * form's rules are the contract's zod schema, and zod is the heaviest part of a form's page, so
 * the page paints and hydrates without it and the first field a visitor leaves brings it.
 * `preload` starts the download early (the form calls it when a field first takes focus). A
 * failed download is tried again on the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): { resolver: Resolver<TValues, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}

/**
 * A resolver's errors with each message replaced by a translation key (`keyFor`), so that the
 * form shows them in the reader's language and they follow a language switch.
 */
export function withMessageKeys<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  keyFor: (field: string, values: TValues, error: { type: string; message: string }) => string,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => {
        const type = typeof error?.type === 'string' ? error.type : '';
        const message = typeof error?.message === 'string' ? error.message : '';
        return [field, { ...error, message: keyFor(field, values, { type, message }) }];
      }),
    );
    return { ...result, errors } as typeof result;
  };
}

/**
 * Marks the fields a server refusal names, each with its translation key, and focuses the first
 * in the form's order: what a submit's own errors do, for the server's.
 */
export function markServerErrors<TField extends string>(
  setError: (
    field: TField,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  fields: readonly TField[],
  found: Partial<Record<TField, string>>,
): void {
  const first = fields.find((field) => found[field]);
  for (const field of fields) {
    const key = found[field];
    if (key) setError(field, { type: 'server', message: key }, { shouldFocus: field === first });
  }
}
