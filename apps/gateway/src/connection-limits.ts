import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '@mt/service-kit/address-key';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * How long the Node gateway waits for a client, as nginx does with infra/nginx's configuration
 * (docs/decisions/060). node:http's defaults (60 s for the headers, 300 s for the request,
 * checked every 30 s) let a slow client hold its connection for a minute or more.
 */
export interface ConnectionTimeouts {
  /** The whole header block: nginx's client_header_timeout. */
  headersMs: number;
  /**
   * The whole request, body included: nginx has no such total (only 30 s between two reads), so
   * enough for the largest upload (10 MiB) over a slow link, 0.7 Mbit/s.
   */
  requestMs: number;
  /**
   * Nothing received or sent: nginx waits 30 s for a client's next bytes (client_body_timeout,
   * send_timeout) and 60 s for a silent service (proxy_read_timeout). Node has one timer per
   * socket for both, so the longer.
   */
  idleMs: number;
  /** Between two requests on one connection: node:http's own 5 s (nginx keeps 65 s). */
  keepAliveMs: number;
  /** How often node:http looks for requests past their time: its default is 30 s. */
  checkEveryMs: number;
}

export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/** node:http's options for these time-outs; the idle one is set on the server afterwards. */
export function serverOptions(timeouts: ConnectionTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/** A client refused is told to the log once in this time, however often it tries. */
const TOLD_EVERY_MS = 60_000;

/**
 * Holds each client address (an IPv6 /64 counted as one: address-key.ts) to `perClient`
 * connections at once: the next is closed as it is accepted, before it can cost the gateway a
 * request, while every other address still gets in. node:http can only cap all connections
 * together (`maxConnections`), and no kept library caps them per address (docs/decisions/060).
 * A proxy the gateway trusts (GATEWAY_TRUST_PROXY) carries many visitors over its connections
 * and is never capped. `perClient` 0 caps nothing.
 */
export function capConnectionsPerClient(
  server: Server,
  options: {
    perClient: number;
    isTrustedProxy: (address: string) => boolean;
    log: () => FastifyBaseLogger;
  },
): void {
  if (options.perClient <= 0) return;
  const open = new Map<string, number>();
  const told = new LRUCache<string, true>({ max: 1024, ttl: TOLD_EVERY_MS });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || options.isTrustedProxy(address)) return;
    const client = addressKey(address);
    const count = open.get(client) ?? 0;
    if (count >= options.perClient) {
      socket.destroy();
      if (!told.has(client)) {
        told.set(client, true);
        options.log().info({ client, open: count }, 'connection refused: too many from one client');
      }
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
