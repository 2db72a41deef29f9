import { readErrorBody } from '@mt/contracts/error-body';
import type { FieldError } from '@mt/contracts/errors';
import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';

/** Status of an ApiError when no HTTP response arrived: network failure or time-out. */
export const NO_RESPONSE_STATUS = 0;

type ApiErrorInit = {
  status: number;
  detail?: string | undefined;
  code?: string | undefined;
  /** A refusal's reason and parameters (packages/contracts/src/refusals.ts). */
  reason?: string | undefined;
  params?: Record<string, string | number> | undefined;
  errors?: FieldError[] | undefined;
};

/**
 * The one error type for calls to the services (docs/product.md, Errors from the services: the body `{detail, code?, errors?}`).
 * `detail` is the server's own text, absent when the server sent none or no response arrived.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  readonly reason: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly errors: FieldError[] | undefined;

  constructor(
    { status, detail, code, reason, params, errors }: ApiErrorInit,
    options?: ErrorOptions,
  ) {
    super(detail ?? (status === NO_RESPONSE_STATUS ? 'No response' : `HTTP ${status}`), options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.reason = reason;
    this.params = params;
    this.errors = errors;
  }
}

export type RequestOptions = {
  /** Cancels the request, e.g. React Query's signal; the 10 s time-out applies as well. */
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
};

/**
 * Where a site path is fetched from. In the browser, the path itself (same origin, through the
 * gateway). The server renderer has no origin of its own and points each /api prefix at its
 * service, once at start (docs/decisions/024).
 */
let resolveUrl: (path: string) => string = (path) => path;

export function setApiUrlResolver(resolve: (path: string) => string): void {
  resolveUrl = resolve;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readErrorResponse(response: Response): Promise<ApiErrorInit> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's HTML page): keep the status only.
    return { status: response.status };
  }
  const parsed = readErrorBody(body);
  return parsed ? { status: response.status, ...parsed } : { status: response.status };
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body instanceof FormData) {
    // Uploads: the browser sets the multipart boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  // docs/product.md (Limits): every call times out after 10 seconds.
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  init.signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(resolveUrl(path), init);
  } catch (error) {
    // The caller cancelled (e.g. React Query dropping a stale query): not a failure, pass it on.
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      { status: NO_RESPONSE_STATUS, code: timedOut ? 'TIMEOUT' : 'NETWORK' },
      { cause: error },
    );
  }

  if (!response.ok) throw new ApiError(await readErrorResponse(response));
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE' }, { cause: error });
  }
}

/** The one HTTP client of the web app: same-origin cookies, JSON in and out, ApiError on failure. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
