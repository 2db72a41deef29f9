import { isInternalRoute } from '../../src/internal-guard';
import type { ServiceName } from '../../src/topology';
import type { RecordedRoute } from './route-recorder';

/**
 * The endpoints anyone may call, per service (docs/security.md, public endpoints). Every other
 * route must answer only an admin or another service; the fuzz tests check both ways.
 */
export const PUBLIC_ENDPOINTS: Record<ServiceName, readonly string[]> = {
  tours: [
    'GET /api/tours/tours',
    'GET /api/tours/tours/:id',
    'GET /api/tours/tours/:id/group-pricing',
    'GET /api/tours/tours/:id/calculate-price',
    'GET /api/tours/tours/:id/selling',
    'GET /api/tours/tags',
    'GET /api/tours/settings',
    'GET /api/tours/tours/:id/tags',
    'GET /api/tours/tours/:id/reviews',
    'GET /api/tours/tours/:id/rating-stats',
    'GET /api/tours/reviews/form/:token',
    'POST /api/tours/reviews/submit/:token',
  ],
  bookings: [
    'POST /api/bookings/bookings',
    'POST /api/bookings/bookings/calculate-price',
    'POST /api/bookings/bookings/check-availability',
    'GET /api/bookings/bookings/calendar',
  ],
  messaging: ['POST /api/messaging/contact'],
  media: [
    'GET /api/media/gallery',
    'GET /api/media/files/:key',
    'GET /api/placeholder/:width/:height',
  ],
  identity: ['POST /api/auth/login'],
};

/** Open routes that are not endpoints of the site: health checks, crawler files, sign-out. */
const OPEN_ROUTES = [
  'GET /health',
  'GET /api/tours/seo/sitemap.xml',
  'GET /api/tours/seo/robots.txt',
  'POST /api/auth/logout',
  'GET /api/auth/me',
];

export type RouteKind = 'public' | 'open' | 'admin' | 'internal';

export const routeKey = (route: Pick<RecordedRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/** How a route is reached; a route that is none of these is an unguarded new route. */
export function kindOf(service: ServiceName, route: RecordedRoute): RouteKind | undefined {
  const key = routeKey(route);
  if (PUBLIC_ENDPOINTS[service].includes(key)) return route.admin ? undefined : 'public';
  if (route.admin) return 'admin';
  if (isInternalRoute(route.url)) return 'internal';
  if (OPEN_ROUTES.includes(key)) return 'open';
  return undefined;
}
