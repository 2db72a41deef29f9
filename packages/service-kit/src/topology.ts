/**
 * The services, their public prefixes (DESIGN.md §1 gateway routes) and their ports: each
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
export const DEFAULT_SITE_PORT = 8080;

/** The environment variable that holds a service's base URL, e.g. `IDENTITY_URL`. */
export function serviceUrlVariable(name: ServiceName): string {
  return `${name.toUpperCase()}_URL`;
}

export function serviceUrl(name: ServiceName, sitePort = DEFAULT_SITE_PORT): string {
  return `http://127.0.0.1:${sitePort + SERVICES[name].portOffset}`;
}
