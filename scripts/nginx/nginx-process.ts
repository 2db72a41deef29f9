import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  SERVICE_NAMES,
  serviceUrl,
  webRendererUrl,
  type ServiceName,
} from '@mt/service-kit/topology';
import { repositoryRoot, waitFor, type RunningProcess } from '../bench/support/service';
import { writeNginxConfig, type NginxSite } from './render-config';

/** Debian's package puts nginx in /usr/sbin, which an ordinary user's PATH may lack. */
export function findNginx(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((file) => file && existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error('nginx is not installed: `apt-get install -y nginx`');
}

/** Where a run's configuration, pid and temp files go: one folder per port. */
export function nginxWorkDir(port: number): string {
  return path.join(repositoryRoot, '.tmp', `nginx-${port}`);
}

/**
 * Runs a real nginx in the foreground with infra's configuration, and waits until it answers.
 * `nginx -t` first, so a broken configuration fails with nginx's own message.
 */
export async function startNginx(site: NginxSite): Promise<RunningProcess> {
  const nginx = findNginx();
  const dir = nginxWorkDir(site.port);
  const config = writeNginxConfig(dir, site);
  const args = ['-p', dir, '-c', config, '-e', 'stderr'];
  const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);

  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // SIGQUIT is nginx's graceful stop: it finishes the requests in flight.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const base = `http://127.0.0.1:${site.port}`;
  try {
    await waitFor(`${base}/health`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop, exited };
}

/**
 * nginx in front of the services and the web renderer `pnpm start` runs for the site on
 * `sitePort` (each on its port offset), serving the built web app: the production gateway, on
 * this machine.
 */
export function startNginxForSite(options: { port: number; sitePort: number; webRoot?: string }) {
  return startNginx({
    port: options.port,
    webRoot: options.webRoot ?? path.join(repositoryRoot, 'apps/web/dist'),
    upstreams: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, new URL(serviceUrl(name, options.sitePort)).host]),
    ) as Record<ServiceName, string>,
    renderer: new URL(webRendererUrl(options.sitePort)).host,
  });
}
