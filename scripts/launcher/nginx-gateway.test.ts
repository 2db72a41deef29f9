import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isNginxInstalled } from '../nginx/nginx-process';
import { nginxGatewayProcess } from './processes';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Running: a process that has exited but waits for its parent (here init) to reap it is not. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.skipIf(!isNginxInstalled())("nginx as `pnpm start`'s gateway", () => {
  it('stops when the launcher dies without stopping it (kill -9)', async () => {
    const port = await freePort();
    const spec = nginxGatewayProcess({ PORT: port, HOST: '127.0.0.1' }, process.env);
    // A stand-in for the launcher: a shell that starts the gateway as the supervisor does, says
    // its pid, and waits.
    const launcher = spawn('sh', ['-c', '"$@" & echo $!; wait', 'sh', spec.command, ...spec.args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = await new Promise<number>((resolve) =>
      launcher.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const answers = () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
    expect(await until(answers, 10_000)).toBe(true);

    launcher.kill('SIGKILL');
    expect(await until(() => !alive(pid), 10_000)).toBe(true);
    expect(await answers()).toBe(false);
  });
});
