import { ERROR_STATUS, type ErrorCode, type FieldError } from '@mt/contracts/errors';
import {
  describeRefusal,
  type Refusal,
  type RefusalParams,
  type RefusalReason,
} from '@mt/contracts/refusals';

interface AppErrorOptions {
  errors?: FieldError[];
  /** Seconds a rate-limited client should wait; sent as Retry-After. */
  retryAfterSeconds?: number;
  /** The refusal's reason and parameters, answered beside the detail (docs/decisions/031). */
  refusal?: Refusal;
  cause?: unknown;
}

/**
 * The one error type of every service: throw `new AppError('CONFLICT', 'Tour is full')` and the
 * error handler answers with the status docs/product.md (Errors from the services) gives the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly errors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly refusal: Refusal | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options: AppErrorOptions = {},
  ) {
    // A client's mistake (4xx) is an answer, not a fault: nobody reads its stack, and capturing
    // one cost ~20 µs, a fifth of a refused booking's time when a departure sells out.
    const stackTraceLimit = Error.stackTraceLimit;
    if (ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(detail, { cause: options.cause });
    Error.stackTraceLimit = stackTraceLimit;
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.refusal = options.refusal;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

type ParamsOf<R extends RefusalReason> = keyof RefusalParams<R> extends never
  ? []
  : [RefusalParams<R>];

/**
 * A refusal of the catalogue (packages/contracts/src/refusals.ts) as an error: its English detail,
 * and its reason and parameters for the reader's language. `refuse('CONFLICT', 'SEATS_LEFT',
 * { remaining: 2 })`.
 */
export function refuse<R extends RefusalReason>(
  code: ErrorCode,
  reason: R,
  ...params: ParamsOf<R>
): AppError {
  const refusal = describeRefusal(reason, ...params);
  return new AppError(code, refusal.detail, { refusal });
}

/** A field's error from the catalogue, for a 400 that names the field. */
export function fieldRefusal<R extends RefusalReason>(
  path: string,
  reason: R,
  ...params: ParamsOf<R>
): FieldError {
  const { detail, ...refusal } = describeRefusal(reason, ...params);
  return { path, message: detail, ...refusal };
}

export function notFound(detail = 'Not found'): AppError {
  return new AppError('NOT_FOUND', detail);
}

export function unauthenticated(detail = 'Sign-in required'): AppError {
  return new AppError('UNAUTHENTICATED', detail);
}

/** The code whose status is this one, for errors raised by Fastify itself. */
export function codeForStatus(status: number): ErrorCode {
  const entry = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  if (entry) return entry[0] as ErrorCode;
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}
