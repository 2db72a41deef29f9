import type { ErrorBody } from './errors';

type Refusal = Pick<ErrorBody, 'reason' | 'params'>;

/** A refusal's reason and parameters (./refusals.ts), if the value carries valid ones. */
function readRefusal(value: Record<string, unknown>): Refusal | undefined {
  const { reason, params } = value;
  if (reason !== undefined && typeof reason !== 'string') return undefined;
  if (params !== undefined) {
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
    const values = Object.values(params);
    if (!values.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return undefined;
    }
  }
  return {
    ...(reason !== undefined && { reason }),
    ...(params !== undefined && { params: params as Record<string, string | number> }),
  };
}

/**
 * The browser's reading of an error body (`{detail, code?, errors?}`: docs/product.md, Errors from
 * the services), written without zod so the public pages' first load does not carry a validation
 * library. The shape is ErrorBodySchema's; error-body.test.ts holds the two to the same verdicts.
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const { detail, code, errors } = body;
  if (typeof detail !== 'string') return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  const refusal = readRefusal(body);
  if (!refusal) return undefined;
  let fieldErrors: ErrorBody['errors'];
  if (errors !== undefined) {
    if (!Array.isArray(errors)) return undefined;
    fieldErrors = [];
    for (const item of errors as unknown[]) {
      if (typeof item !== 'object' || item === null) return undefined;
      const { path, message } = item as Record<string, unknown>;
      const itemRefusal = readRefusal(item as Record<string, unknown>);
      if (typeof path !== 'string' || typeof message !== 'string' || !itemRefusal) return undefined;
      fieldErrors.push({ path, message, ...itemRefusal });
    }
  }
  return {
    detail,
    ...(code !== undefined && { code }),
    ...refusal,
    ...(fieldErrors !== undefined && { errors: fieldErrors }),
  };
}
