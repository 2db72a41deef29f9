/**
 * The yardstick of the gateway benches (docs/decisions/034): a bare node:http server that answers
 * every request (but /health) with one recorded answer (BARE_ANSWER: JSON of status, headers and base64 body),
 * or, with BARE_ANSWER unset, reads each request's body and refuses it with a 409, as a full
 * departure does. Run in a process of its own: the bench blocks its own event loop while wrk runs.
 */
import { createServer } from 'node:http';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const recorded = process.env.BARE_ANSWER
  ? (JSON.parse(process.env.BARE_ANSWER) as Answer)
  : undefined;
const body = recorded
  ? Buffer.from(recorded.body, 'base64')
  : Buffer.from('{"detail":"This departure is full","code":"CONFLICT"}');
const status = recorded?.status ?? 409;
const headers = {
  ...(recorded?.headers ?? { 'content-type': 'application/json; charset=utf-8' }),
  'content-length': String(body.length),
};

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    // Answered for startProcess, which waits for a 2xx.
    if (request.url === '/health') return response.end('ok');
    response.writeHead(status, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
