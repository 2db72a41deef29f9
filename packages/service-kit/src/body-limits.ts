import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@mt/contracts/media-limits';

/** The largest request body a path takes, and the detail of the 413 that refuses more. */
export interface BodyLimit {
  readonly bytes: number;
  readonly detail: string;
}

export const BODY_TOO_LARGE = 'Request body is too large';

/** What every service parses (JSON): Fastify's bodyLimit in create-service.ts. */
export const JSON_BODY_LIMIT: BodyLimit = { bytes: 1024 * 1024, detail: BODY_TOO_LARGE };

/** A file of the maximum size, with room for the multipart envelope and a caption around it. */
export const UPLOAD_BODY_LIMIT: BodyLimit = {
  bytes: MAX_UPLOAD_BYTES + 64 * 1024,
  detail: UPLOAD_TOO_LARGE,
};

/**
 * The paths that take more than a JSON body: the media service's uploads. Both gateways refuse a
 * larger body before it reaches a service (docs/decisions/021-request-body-limits.md):
 * apps/gateway reads this table, infra/nginx has a location with the same `client_max_body_size`
 * for each path, and scripts/nginx/gateway-parity.test.ts checks every row on both.
 */
export const BODY_LIMITS: ReadonlyMap<string, BodyLimit> = new Map([
  ['/api/media/upload/tour-image', UPLOAD_BODY_LIMIT],
  ['/api/media/gallery/upload', UPLOAD_BODY_LIMIT],
]);

/** The limit for a request URL (query string allowed): its path's row, or the JSON limit. */
export function bodyLimitFor(url: string): BodyLimit {
  const query = url.indexOf('?');
  return BODY_LIMITS.get(query === -1 ? url : url.slice(0, query)) ?? JSON_BODY_LIMIT;
}
