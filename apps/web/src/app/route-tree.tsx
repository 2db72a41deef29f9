import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';

import { MainLayout } from '../components/layout/main-layout';
import { parseTourId } from '../features/tours/utils/parse-tour-id';
import { defaultNS, i18n } from '../i18n';
import type { Namespace } from '../i18n/resources';

/** The ids the server renderer knows a screen by (src/server-render/prefetch.ts). */
export const ROUTE_IDS = {
  home: 'home',
  tours: 'tours',
  tourDetail: 'tour-detail',
  booking: 'booking',
  gallery: 'gallery',
  contact: 'contact',
  review: 'review',
  notFound: 'not-found',
} as const;

/**
 * A query parameter a screen reads, as it reads it: the value in the form the page is kept under,
 * or null when the screen shows the same as without it (docs/decisions/057).
 */
export type QueryReader = (value: string | null) => string | null;

/**
 * What a route says of itself to the server renderer: the namespaces it shows, and the query
 * parameters it reads besides `lang`, which every page reads (src/server-render/page-address.ts).
 */
export type RouteHandle = {
  namespaces: readonly Namespace[];
  query?: Readonly<Record<string, QueryReader>>;
};

/**
 * One lazily loaded module per screen, so e.g. the admin code stays out of the main bundle, with
 * the translation namespaces it shows beside `common`: the server hands them over with the page,
 * and a screen opened later loads them with its code (docs/decisions/037).
 */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  namespaces: readonly Namespace[],
  query?: RouteHandle['query'],
) {
  const Screen = lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  });
  return { element: <Screen />, handle: { namespaces, query } satisfies RouteHandle };
}

const home = screen(() => import('./routes/home'), ['home', 'tours']);
const tours = screen(() => import('./routes/tours'), ['tours']);
const tourDetail = screen(() => import('./routes/tour-detail'), ['tours']);
// `?tour=` preselects a tour (routes/booking.tsx reads it through parseTourId).
const booking = screen(() => import('./routes/booking'), ['booking', 'tours'], {
  tour: (value) => parseTourId(value)?.toString() ?? null,
});
const gallery = screen(() => import('./routes/gallery'), ['gallery']);
const contact = screen(() => import('./routes/contact'), ['contact']);
// The admin brings its own namespace with its chunk (src/i18n/admin-resources.ts).
const admin = screen(() => import('./routes/admin'), ['auth']);
const review = screen(() => import('./routes/review'), ['review']);
const notFound = screen(() => import('./routes/not-found'), []);

/** The layout's namespace, on every page. */
const layoutHandle = { namespaces: [defaultNS] } satisfies RouteHandle;

/**
 * Every screen, once: the browser's router renders it, and the server renderer renders it and
 * matches addresses against it with React Router's own matcher (docs/decisions/024).
 */
export const appRoutes = (
  <Route element={<MainLayout />} handle={layoutHandle}>
    <Route id={ROUTE_IDS.home} index {...home} />
    <Route id={ROUTE_IDS.tours} path="tours" {...tours} />
    <Route id={ROUTE_IDS.tourDetail} path="tours/:id" {...tourDetail} />
    <Route id={ROUTE_IDS.booking} path="booking" {...booking} />
    <Route id={ROUTE_IDS.gallery} path="gallery" {...gallery} />
    <Route id={ROUTE_IDS.contact} path="contact" {...contact} />
    <Route path="admin/*" {...admin} />
    <Route id={ROUTE_IDS.review} path="review/:token" {...review} />
    <Route id={ROUTE_IDS.notFound} path="*" {...notFound} />
  </Route>
);
