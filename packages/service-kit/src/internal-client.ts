import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import { AppError } from './errors';
import { INTERNAL_TOKEN_HEADER } from './internal-guard';

export interface InternalResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface InternalClient {
  request(method: string, path: string, body?: unknown): Promise<InternalResponse>;
}

interface InternalClientOptions {
  /** The other service's base URL, e.g. `http://127.0.0.1:8085`. */
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

/**
 * Calls between services (DESIGN.md §1): sends INTERNAL_TOKEN, gives up after 10 s (§9), and
 * turns an unreachable, slow or failing peer into a 503 DEPENDENCY_DOWN. Client errors (4xx)
 * come back to the caller, which knows what they mean.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    async request(method, path, body) {
      const url = new URL(path, options.baseUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            [INTERNAL_TOKEN_HEADER]: options.token,
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new AppError('DEPENDENCY_DOWN', 'A service this request needs is unavailable', {
          cause: error,
        });
      }
      if (response.status >= 500) {
        throw new AppError('DEPENDENCY_DOWN', 'A service this request needs is unavailable');
      }
      const text = await response.text();
      let parsed: unknown = undefined;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, ok: response.ok, body: parsed };
    },
  };
}
