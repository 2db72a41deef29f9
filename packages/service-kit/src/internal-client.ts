import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import http from 'node:http';
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
 * Idle connections to a peer are closed after this long, well before the peer's own keep-alive
 * time-out (Fastify's 72 s), so a request never goes out on a connection the peer is closing.
 */
const IDLE_SOCKET_MS = 5000;

/**
 * One HTTP exchange: the status and the body as text. Rejects on a network error, or when the
 * whole exchange takes longer than `timeoutMs`. A plain timer, cleared at the end, rather than
 * AbortSignal.timeout: those stay armed for the full time-out after the call is over.
 */
function exchange(
  url: URL,
  options: http.RequestOptions,
  payload: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
      response.on('aborted', () => reject(new Error('answer cut off')));
    });
    const timer = setTimeout(() => request.destroy(new Error('timed out')), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Calls between services (docs/architecture.md, How a request flows): sends INTERNAL_TOKEN, gives
 * up after 10 s, and turns an unreachable, slow or failing peer into a 503 DEPENDENCY_DOWN. Client
 * errors (4xx) come back to the caller, which knows what they mean.
 *
 * It uses `node:http` with keep-alive connections, not `fetch`: a booking asks tours for the
 * tour's facts, and fetch's WHATWG layers cost several times the call itself. undici's own
 * `request` is faster still, but loading it added ~20 MB to every service (docs/decisions/018).
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const agent = new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  return {
    async request(method, path, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      let answer: { status: number; text: string };
      try {
        answer = await exchange(
          new URL(path, options.baseUrl),
          {
            method,
            agent,
            headers: {
              [INTERNAL_TOKEN_HEADER]: options.token,
              ...(payload !== undefined && {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
            },
          },
          payload,
          timeoutMs,
        );
      } catch (error) {
        throw new AppError('DEPENDENCY_DOWN', UNAVAILABLE, { cause: error });
      }
      const { status, text } = answer;
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
