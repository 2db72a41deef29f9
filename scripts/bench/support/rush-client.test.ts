import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRushConnections } from './rush-client';

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/hang-up') {
        request.socket.destroy();
        return;
      }
      if (request.url === '/slow-body') {
        // The head and the body arrive in separate reads.
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' });
        response.write('{"slow":');
        setTimeout(() => response.end('1}\n'), 30);
        return;
      }
      const answer = JSON.stringify({ echo: body, path: request.url });
      response.writeHead(request.url === '/full' ? 409 : 201, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('openRushConnections', () => {
  it('sends each request on its own connection, and reads every answer whole', async () => {
    const rush = await openRushConnections(base, 3);
    const answers = await rush.send([
      {
        method: 'POST',
        path: '/book',
        headers: { 'content-type': 'application/json' },
        body: '{"é":1}',
      },
      { method: 'POST', path: '/full', body: 'x' },
      { method: 'GET', path: '/slow-body' },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 409, 200]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ echo: '{"é":1}', path: '/book' });
    expect(answers[2]!.body).toBe('{"slow":1}\n');
    expect(answers[2]!.ms).toBeGreaterThanOrEqual(25);
    const booking = seen.find((request) => request.url === '/book')!;
    expect(booking.method).toBe('POST');
    expect(booking.headers['content-type']).toBe('application/json');
    expect(booking.headers.host).toBe(new URL(base).host);

    // The connections stay open for the next round.
    const again = await rush.send([{ method: 'GET', path: '/second' }]);
    expect(again[0]!.status).toBe(201);
    rush.close();
  });

  it('counts a connection closed without an answer as status 0', async () => {
    const rush = await openRushConnections(base, 1);
    const [answer] = await rush.send([{ method: 'GET', path: '/hang-up' }]);
    expect(answer!.status).toBe(0);
    rush.close();
  });
});
