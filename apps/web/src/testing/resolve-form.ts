import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver as react-hook-form calls it on submit: the parsed data when every rule holds,
 * else each field's message (a translation key).
 */
export async function resolveForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  values: TValues,
): Promise<{ data: TOutput | undefined; errors: Record<string, unknown> }> {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return {
    data: Object.keys(errors).length === 0 ? (result.values as TOutput) : undefined,
    errors,
  };
}
