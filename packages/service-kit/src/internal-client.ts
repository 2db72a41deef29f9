import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import { Pool, type Dispatcher } from 'undici';
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

const UNAVAILABLE = 'A service this request needs is unavailable';

/**
 * Calls between services (DESIGN.md §1): sends INTERNAL_TOKEN, gives up after 10 s (§9), and
 * turns an unreachable, slow or failing peer into a 503 DEPENDENCY_DOWN. Client errors (4xx)
 * come back to the caller, which knows what they mean.
 *
 * It keeps its connections to the peer open (undici's Pool), and uses undici's `request`, not
 * `fetch`: a booking asks tours for the tour's facts, and fetch's WHATWG machinery cost several
 * times the call itself (docs/decisions/018).
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const peer = new Pool(options.baseUrl);
  return {
    async request(method, path, body) {
      let response: Dispatcher.ResponseData;
      let text: string;
      try {
        response = await peer.request({
          path,
          method: method as Dispatcher.HttpMethod,
          headers: {
            [INTERNAL_TOKEN_HEADER]: options.token,
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.body.text();
      } catch (error) {
        throw new AppError('DEPENDENCY_DOWN', UNAVAILABLE, { cause: error });
      }
      const status = response.statusCode;
      if (status >= 500) throw new AppError('DEPENDENCY_DOWN', UNAVAILABLE);
      let parsed: unknown = undefined;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status, ok: status >= 200 && status < 300, body: parsed };
    },
  };
}
