import { z } from 'zod';

/**
 * Every error the services answer (docs/product.md, Errors from the services): `{detail, code?,
 * errors?}`. The web app reads `detail` and shows it, or falls back to its own translated text.
 */
/** A refusal's reason and parameters (./refusals.ts), for the reader's own language. */
const RefusalFields = {
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  ...RefusalFields,
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  ...RefusalFields,
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Error codes and the HTTP status each one means. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DEPENDENCY_DOWN: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
