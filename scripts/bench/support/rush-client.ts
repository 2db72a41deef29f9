import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface RushRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RushAnswer {
  /** The HTTP status, or 0 when the connection failed or closed before answering. */
  status: number;
  body: string;
  /** From the request's write to the answer's last byte. */
  ms: number;
}

/** An HTTP/1.1 request as bytes, built before the clock starts. */
function encodeRequest(host: string, request: RushRequest): Buffer {
  const body = Buffer.from(request.body ?? '');
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${host}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${body.length}`,
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive connection, one request at a time. It reads answers with a Content-Length,
 * which is what the site's services send for JSON; anything else fails loudly.
 */
class RushConnection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting?: { sent: number; settle: (answer: RushAnswer) => void };

  constructor(port: number, host: string) {
    this.socket = net.connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    const fail = () => this.answer({ status: 0, body: '', ms: this.elapsed() });
    this.socket.on('error', fail);
    this.socket.on('close', fail);
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
  }

  send(bytes: Buffer): Promise<RushAnswer> {
    if (this.waiting) throw new Error('one request at a time on a rush connection');
    return new Promise((settle) => {
      this.waiting = { sent: performance.now(), settle };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private elapsed(): number {
    return this.waiting ? performance.now() - this.waiting.sent : 0;
  }

  private answer(answer: RushAnswer): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    this.received = Buffer.alloc(0);
    waiting?.settle(answer);
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = this.received.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.received.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) throw new Error(`a rush answer without Content-Length:\n${head}`);
    const bodyStart = headEnd + HEAD_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.received.length < bodyEnd) return;
    this.answer({
      status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
      body: this.received.subarray(bodyStart, bodyEnd).toString('utf8'),
      ms: this.elapsed(),
    });
  }
}

/**
 * A load client for a one-shot rush: many visitors, each on a connection of their own, sending
 * at the same moment. Requests are encoded before the clock starts and answers are read with a
 * few string operations, so the client spends as little as it can of the cores it shares with
 * the server it measures. undici's Pool spent ~180 ms of CPU on 1,000 requests, as much as the
 * bookings service answering them (docs/decisions/010, second addendum).
 */
export async function openRushConnections(base: string, count: number) {
  const url = new URL(base);
  const connections = Array.from(
    { length: count },
    () => new RushConnection(Number(url.port), url.hostname),
  );
  await Promise.all(connections.map((connection) => connection.opened()));
  return {
    /** Sends `requests[i]` on connection i, all at once; the answers in the same order. */
    send(requests: RushRequest[]): Promise<RushAnswer[]> {
      if (requests.length > connections.length) throw new Error('more requests than connections');
      const encoded = requests.map((request) => encodeRequest(url.host, request));
      return Promise.all(encoded.map((bytes, index) => connections[index]!.send(bytes)));
    },
    close(): void {
      for (const connection of connections) connection.close();
    },
  };
}
