import type { IncomingMessage } from 'node:http';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { AppError } from '@mt/service-kit/errors';
import type { ServiceName } from '@mt/service-kit/topology';
import { drainRefusedBody } from './body-limits';

type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

const SERVICE_DOWN = { detail: 'Service temporarily unavailable', code: 'DEPENDENCY_DOWN' };

/**
 * A failed call to a service is an outage only when the client did its part. A body that grew
 * past its limit as it streamed (body-limits.ts) gets its 413, and a client that hung up mid-body
 * is a client's mistake: both are logged as rejected requests, at info, by the error handler.
 */
const answerFailedCall =
  (service: ServiceName): ReplyOptions['onError'] =>
  (reply, { error }) => {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const request = reply.request.raw as IncomingMessage;
    if (cause instanceof AppError) {
      drainRefusedBody(request);
      return reply.send(cause);
    }
    // The call failed on the client's own error: its request stream broke, as when it hangs up.
    if (request.errored && cause === request.errored) {
      return reply.send(new AppError('VALIDATION', 'The client closed the request mid-body'));
    }
    // Answered here rather than thrown, so that this line is the outage's one log entry.
    reply.log.error({ err: cause, service }, 'service unreachable');
    return reply.status(503).send(SERVICE_DOWN);
  };

/** The client's headers as a proxied request carries them on: services and renderer alike. */
export const forwardingHeaders: NonNullable<ReplyOptions['rewriteRequestHeaders']> = (
  request,
  headers,
) => ({
  ...headers,
  // The gateway answered any `Expect: 100-continue` itself (body-limits.ts); undici refuses
  // to send the header on.
  expect: undefined,
  'x-request-id': request.id,
  // The protocol, host and address the client used, as far as the gateway can tell:
  // X-Forwarded-* count only from the proxies GATEWAY_TRUST_PROXY names.
  'x-forwarded-host': request.host,
  'x-forwarded-proto': request.protocol,
  'x-forwarded-for': request.ip,
});

/**
 * How every proxied request reaches its service: path unchanged, with forwarding headers. A
 * service's answer is final: reply-from would otherwise ask again, up to 10 times over about a
 * second, for a GET answered 503, which a service sends when its own dependency is down.
 */
export function proxyReplyOptions(service: ServiceName): ReplyOptions {
  return {
    rewriteRequestHeaders: forwardingHeaders,
    onError: answerFailedCall(service),
    retryDelay: () => null,
  };
}
