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

/** Whether `pnpm start` can run nginx as its gateway (docs/decisions/056). */
export function isNginxInstalled(): boolean {
  try {
    return Boolean(findNginx());
  } catch {
    return false;
  }
}

/** Where a run's configuration, pid and temp files go: one folder per port. */
export function nginxWorkDir(port: number): string {
  return path.join(repositoryRoot, '.tmp', `nginx-${port}`);
}

/**
 * nginx in the foreground with infra's configuration, written into its own folder, as a process
 * to spawn: `pnpm start` runs it as its gateway when nginx is installed (docs/decisions/056), the
 * benches and the end-to-end suite in front of a running site. `nginx -t` first, so a broken
 * configuration fails with nginx's own message.
 */
export function nginxCommand(site: NginxSite): { command: string; args: string[] } {
  const nginx = findNginx();
  const config = writeNginxConfig(nginxWorkDir(site.port), site);
  const args = ['-p', nginxWorkDir(site.port), '-c', config, '-e', 'stderr'];
  const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  return { command: nginx, args: [...args, '-g', 'daemon off;'] };
}

/** Runs a real nginx in the foreground (nginxCommand), and waits until it answers. */
export async function startNginx(site: NginxSite): Promise<RunningProcess> {
  const { command, args } = nginxCommand(site);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
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
 * infra's site for the services and the web renderer `pnpm start` runs on `sitePort` (each on its
 * port offset), serving the built web app, nginx listening on `port` (on `host`, when given).
 */
export function siteForPorts(options: {
  port: number;
  sitePort: number;
  host?: string;
  webRoot?: string;
  logLevel?: NginxSite['logLevel'];
}): NginxSite {
  return {
    port: options.port,
    host: options.host,
    logLevel: options.logLevel,
    webRoot: options.webRoot ?? path.join(repositoryRoot, 'apps/web/dist'),
    upstreams: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, new URL(serviceUrl(name, options.sitePort)).host]),
    ) as Record<ServiceName, string>,
    renderer: new URL(webRendererUrl(options.sitePort)).host,
  };
}

/**
 * nginx in front of the services and the web renderer of the site on `sitePort`: the production
 * gateway, on this machine, beside the one that site runs itself.
 */
export function startNginxForSite(options: { port: number; sitePort: number; webRoot?: string }) {
  return startNginx(siteForPorts(options));
}
