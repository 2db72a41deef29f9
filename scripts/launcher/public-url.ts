/** Addresses a site listening on them can be reached at from this machine only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The line `pnpm start` prints when the site listens beyond this machine (HOST) and PUBLIC_URL is
 * unset: browsers can then read the site at its other addresses, but the services accept a write
 * only from PUBLIC_URL's origin (docs/decisions/060), so nobody there could sign in or book.
 */
export function publicUrlWarning(site: {
  HOST: string;
  PORT: number;
  PUBLIC_URL?: string | undefined;
}): string | undefined {
  if (site.PUBLIC_URL || LOOPBACK_HOSTS.has(site.HOST)) return undefined;
  return (
    `HOST is ${site.HOST} but PUBLIC_URL is unset: only http://localhost:${site.PORT} can sign ` +
    'in, book or write; set PUBLIC_URL to the address people use'
  );
}
