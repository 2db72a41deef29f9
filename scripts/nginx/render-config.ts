import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { repositoryRoot } from '../bench/support/service';

const INFRA = path.join(repositoryRoot, 'infra/nginx');
export const SITE_TEMPLATE = path.join(INFRA, 'templates/default.conf.template');
export const SNIPPETS = path.join(INFRA, 'snippets');

export interface NginxSite {
  /** The port nginx listens on. */
  port: number;
  /** The address it listens on: every address when not given (as in the Docker image). */
  host?: string | undefined;
  /** The built SPA (apps/web/dist). */
  webRoot: string;
  /** Each service's `host:port`. */
  upstreams: Record<ServiceName, string>;
  /** apps/web's renderer, `host:port`: every page but the admin (docs/decisions/025). */
  renderer: string;
  /** What nginx writes to stderr: `warn` by default; tests that provoke errors pass `crit`. */
  logLevel?: 'warn' | 'error' | 'crit' | undefined;
  /** Where the access log goes: nowhere by default; the image sends it to standard output. */
  accessLog?: string | undefined;
}

/**
 * HOST as nginx's `listen` takes it. `localhost` is 127.0.0.1: nginx binds every address a name
 * resolves to, and fails to start where the hosts file names ::1 on a machine without IPv6. An
 * IPv6 address goes in brackets, as in a URL.
 */
function listenHost(host: string): string {
  if (host === 'localhost') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Fills the template's `${NAME}` variables as the nginx image's envsubst does at container start.
 * nginx's own `$variables` have no braces and are left alone; an unknown `${…}` is an error, not
 * a silently broken configuration.
 */
export function renderSiteConfig(template: string, site: NginxSite): string {
  const values: Record<string, string> = {
    // The template's `listen ${NGINX_PORT}` takes an address too: `pnpm start` listens on HOST.
    NGINX_PORT: site.host ? `${listenHost(site.host)}:${site.port}` : String(site.port),
    WEB_ROOT: site.webRoot,
    NGINX_SNIPPETS: SNIPPETS,
    NGINX_ACCESS_LOG: site.accessLog ?? '/dev/null',
    WEB_RENDERER_UPSTREAM: site.renderer,
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_UPSTREAM`, site.upstreams[name]]),
    ),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${SITE_TEMPLATE}: unknown variable \${${name}}`);
    return value;
  });
}

/**
 * Writes a complete nginx configuration into `dir` for a foreground run by an ordinary user: the
 * main context the nginx image provides (pid, temp folders, MIME types), around infra's site.
 * Returns the path to pass to `nginx -c`.
 */
export function writeNginxConfig(dir: string, site: NginxSite): string {
  mkdirSync(dir, { recursive: true });
  // Request bodies (bookings, uploads) may wait in its temp folders: the owner's alone.
  chmodSync(dir, 0o700);
  const siteFile = path.join(dir, 'site.conf');
  writeFileSync(siteFile, renderSiteConfig(readFileSync(SITE_TEMPLATE, 'utf8'), site));
  const temp = (name: string) => path.join(dir, name);
  const main = [
    // As root, workers would switch to `nobody`, who may not read a checkout under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    `pid ${temp('nginx.pid')};`,
    `error_log stderr ${site.logLevel ?? 'warn'};`,
    'events { worker_connections 4096; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    `    client_body_temp_path ${temp('client-body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
  const mainFile = path.join(dir, 'nginx.conf');
  writeFileSync(mainFile, main);
  return mainFile;
}
