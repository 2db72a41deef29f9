import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A peer's answer the proxy has received but not passed on yet. */
export interface HeldAnswer {
  path: string;
  /** The request body as sent, e.g. to read the idempotency key of a mail hand-over. */
  requestBody: string;
  /** What the peer answered: it has done the work. */
  status: number;
}

/** Sends a request on to the peer and reads its whole answer; rejects when the peer is down. */
function forward(url: URL, incoming: IncomingMessage, body: Buffer) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const forwarded = request(
        url,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('error', reject);
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(parts),
            }),
          );
        },
      );
      forwarded.on('error', reject);
      forwarded.end(body);
    },
  );
}

/**
 * A pass-through HTTP proxy in front of one peer, which a test can tell to hold the peer's answers
 * to some paths. The peer has done the work; the caller has not heard. That is the window a fault
 * test must hit on purpose: a process killed after a call succeeded but before it learned so, or
 * a request kept in flight while a signal arrives. When the peer is down, the caller's connection
 * is cut, as it would be without the proxy.
 */
export async function startHoldingProxy(upstream: string) {
  let holding: RegExp | undefined;
  const held: Array<HeldAnswer & { deliver(): void; drop(): void }> = [];

  const server = createServer(async (incoming, reply) => {
    reply.on('error', () => {}); // the caller died meanwhile: nothing to tell it
    const path = incoming.url ?? '/';
    const chunks: Buffer[] = [];
    let answer: Awaited<ReturnType<typeof forward>>;
    try {
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      answer = await forward(new URL(path, upstream), incoming, Buffer.concat(chunks));
    } catch {
      return reply.destroy(); // the caller went away, or the peer is down
    }
    const deliver = () => {
      reply.writeHead(answer.status, answer.headers);
      reply.end(answer.body);
    };
    if (!holding?.test(path)) return deliver();
    held.push({
      path,
      requestBody: Buffer.concat(chunks).toString(),
      status: answer.status,
      deliver,
      drop: () => reply.destroy(),
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  /** Stops holding, and delivers or drops every answer held so far. */
  function settle(how: 'deliver' | 'drop') {
    holding = undefined;
    for (const answer of held.splice(0)) answer[how]();
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** From now on, answers to paths matching `paths` are held until `release` or `drop`. */
    hold(paths: RegExp) {
      holding = paths;
    },
    held: (): readonly HeldAnswer[] => held,
    /** Passes the held answers on, late: a slow peer. */
    release: () => settle('deliver'),
    /** Cuts the held answers' connections: the answers are lost. */
    drop: () => settle('drop'),
    async close() {
      settle('drop');
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
