import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../testing/fixtures/slow-service.ts', import.meta.url));

describe('runService shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits without waiting for keep-alive', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
    /** Resolves once the fixture has printed `line`: no fixed wait, which a busy machine outlasts. */
    const printedLine = async (line: string) => {
      while (!printed.includes(`${line}\n`)) await once(child.stdout!, 'data');
    };
    await printedLine('listening');

    const agent = new (await import('node:http')).Agent({ keepAlive: true });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request({ port, path: '/slow', agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
    await printedLine('received'); // the request is now in flight
    const stopping = Date.now();
    child.kill('SIGTERM');

    expect(await response).toEqual({ status: 200, body: '{"finished":true}' });
    await once(child, 'exit');
    agent.destroy();
    expect(Date.now() - stopping).toBeLessThan(3000);
  });
});
