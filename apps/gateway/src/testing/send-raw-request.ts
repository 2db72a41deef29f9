import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** Sent chunked (no Content-Length), in 64 KiB writes, as a streaming client does. */
  chunked?: boolean;
  /** Sends `Expect: 100-continue` and the body only once the server says 100 Continue, as curl does. */
  expectContinue?: boolean;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Parsed when the answer is JSON. */
  body: unknown;
  /** Whether the server sent 100 Continue. */
  continued: boolean;
}

/**
 * One request on its own connection with `node:http`, which (unlike fetch) sends
 * `Expect: 100-continue` and lets the server answer before the body is sent whole, and sends the
 * path as written (`//x/…`, `..`, backslashes), where fetch resolves it first. A connection
 * reset fails the promise: a client that got one never saw the answer.
 */
export function sendRawRequest(base: string, options: RawRequest): Promise<RawAnswer> {
  const { body, chunked = false, expectContinue = false } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (body && !chunked) headers['content-length'] = String(body.length);
  if (expectContinue) headers.expect = '100-continue';

  return new Promise((resolve, reject) => {
    let continued = false;
    const request = httpRequest(base, {
      path: options.path,
      method: options.method ?? 'GET',
      headers,
      agent: false,
    });
    const sendBody = () => {
      if (body && chunked) {
        for (let start = 0; start < body.length; start += 64 * 1024) {
          request.write(body.subarray(start, start + 64 * 1024));
        }
        request.end();
      } else request.end(body);
    };
    request.on('error', reject);
    request.on('continue', () => {
      continued = true;
      sendBody();
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = /^application\/json/.test(response.headers['content-type'] ?? '');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: json && text ? JSON.parse(text) : text,
          continued,
        });
        // An answer that came before the body was invited ends the exchange, as curl ends it.
        request.destroy();
      });
    });
    if (!expectContinue || !body) sendBody();
  });
}
