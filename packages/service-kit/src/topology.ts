/**
 * The services, their public prefixes (docs/architecture.md, The parts) and their ports: each
 * listens on the site's port plus its offset, on loopback, behind the gateway.
 */
export const SERVICES = {
  tours: { portOffset: 1, prefixes: ['/api/tours'] },
  bookings: { portOffset: 2, prefixes: ['/api/bookings'] },
  messaging: { portOffset: 3, prefixes: ['/api/messaging'] },
  media: { portOffset: 4, prefixes: ['/api/media', '/api/placeholder'] },
  identity: { portOffset: 5, prefixes: ['/api/auth'] },
} as const;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/**
 * Files crawlers look for at the site's root, and where they really live: the gateway (and
 * infra/nginx) answers GET of each path from that service's path, before the SPA's files.
 */
export const ROOT_FILES = {
  '/robots.txt': { service: 'tours', path: '/api/tours/seo/robots.txt' },
  '/sitemap.xml': { service: 'tours', path: '/api/tours/seo/sitemap.xml' },
} as const satisfies Record<string, { service: ServiceName; path: string }>;

export type RootFile = keyof typeof ROOT_FILES;
export const ROOT_FILE_PATHS = Object.keys(ROOT_FILES) as RootFile[];

/**
 * The service whose answer a public URL (path and query) is: by its prefix, or as a root file.
 * Undefined for the web app's files and pages.
 */
export function serviceOfPath(url: string): ServiceName | undefined {
  for (const name of SERVICE_NAMES) {
    for (const prefix of SERVICES[name].prefixes) {
      if (
        url.startsWith(prefix) &&
        (url.length === prefix.length || '/?'.includes(url[prefix.length]!))
      )
        return name;
    }
  }
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path in ROOT_FILES ? ROOT_FILES[path as RootFile].service : undefined;
}
export const DEFAULT_SITE_PORT = 8080;

/**
 * apps/web's renderer (docs/decisions/024): a process beside the services, at the site's port
 * plus its offset, that the gateway asks for the public pages it renders.
 */
export const WEB_RENDERER = { portOffset: 6, urlVariable: 'WEB_RENDERER_URL' } as const;

export function webRendererPort(sitePort = DEFAULT_SITE_PORT): number {
  return sitePort + WEB_RENDERER.portOffset;
}

export function webRendererUrl(sitePort = DEFAULT_SITE_PORT): string {
  return `http://127.0.0.1:${webRendererPort(sitePort)}`;
}

/** The environment variable that holds a service's base URL, e.g. `IDENTITY_URL`. */
export function serviceUrlVariable(name: ServiceName): string {
  return `${name.toUpperCase()}_URL`;
}

export function serviceUrl(name: ServiceName, sitePort = DEFAULT_SITE_PORT): string {
  return `http://127.0.0.1:${sitePort + SERVICES[name].portOffset}`;
}
