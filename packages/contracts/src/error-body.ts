import type { ErrorBody } from './errors';

/**
 * The browser's reading of an error body (`{detail, code?, errors?}`: docs/product.md, Errors from
 * the services), written without zod so the public pages' first load does not carry a validation
 * library. The shape is ErrorBodySchema's; error-body.test.ts holds the two to the same verdicts.
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { detail, code, errors } = value as Record<string, unknown>;
  if (typeof detail !== 'string') return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  if (errors !== undefined) {
    const valid =
      Array.isArray(errors) &&
      errors.every(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as Record<string, unknown>).path === 'string' &&
          typeof (item as Record<string, unknown>).message === 'string',
      );
    if (!valid) return undefined;
  }
  return {
    detail,
    ...(code !== undefined && { code }),
    ...(errors !== undefined && { errors: errors as ErrorBody['errors'] }),
  };
}
