import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';

import { MainLayout, prefetchLayout } from '../components/layout/main-layout';
import { parseTourId } from '../features/tours/utils/parse-tour-id';
import { defaultNS, i18n } from '../i18n';
import type { Namespace } from '../i18n/resources';
import type { Prefetch } from '../lib/prefetch';

/**
 * A query parameter a screen reads, as it reads it: the value in the form the page is kept under,
 * or null when the screen shows the same as without it (docs/decisions/057).
 */
export type QueryReader = (value: string | null) => string | null;

/**
 * What a route says of itself to the server renderer: the namespaces it shows, the query
 * parameters it reads besides `lang`, which every page reads (src/server-render/page-address.ts),
 * whether its page is the same for everybody who asks for its address, and so may be kept
 * (docs/decisions/027), and on the server only, the data it loads before it renders
 * (docs/decisions/072).
 */
export type RouteHandle = {
  namespaces: readonly Namespace[];
  query?: Readonly<Record<string, QueryReader>>;
  shared?: false;
  prefetch?: Prefetch | undefined;
};

/** A screen's module: its component, and the data the renderer loads before rendering it. */
type ScreenModule = { default: ComponentType; prefetch?: Prefetch | undefined };

/**
 * One lazily loaded module per screen, so e.g. the admin code stays out of the main bundle, with
 * the translation namespaces it shows beside `common`: the server hands them over with the page,
 * and a screen opened later loads them with its code (docs/decisions/037).
 */
function screen(
  load: () => Promise<ScreenModule>,
  namespaces: readonly Namespace[],
  options: Pick<RouteHandle, 'query' | 'shared'> = {},
) {
  const Screen = lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  });
  const handle: RouteHandle = { namespaces, ...options };
  // The browser is handed the page's data, or its screen's hooks ask for it: only the renderer
  // loads it first, so the browser's bundle carries none of this (docs/decisions/072).
  if (import.meta.env.SSR) handle.prefetch = async (context) => (await load()).prefetch?.(context);
  return { element: <Screen />, handle };
}

const home = screen(() => import('./routes/home'), ['home', 'tours']);
const tours = screen(() => import('./routes/tours'), ['tours']);
const tourDetail = screen(() => import('./routes/tour-detail'), ['tours']);
// `?tour=` preselects a tour (routes/booking.tsx reads it through parseTourId).
const booking = screen(() => import('./routes/booking'), ['booking', 'tours'], {
  query: { tour: (value) => parseTourId(value)?.toString() ?? null },
});
const gallery = screen(() => import('./routes/gallery'), ['gallery']);
const contact = screen(() => import('./routes/contact'), ['contact']);
// The admin brings its own namespace with its chunk (src/i18n/admin-resources.ts). The gateways
// send its client-only shell; no page of it is ever kept.
const admin = screen(() => import('./routes/admin'), ['auth'], { shared: false });
// A review link is a secret: its page is answered, never kept.
const review = screen(() => import('./routes/review'), ['review'], { shared: false });
const notFound = screen(() => import('./routes/not-found'), []);

/** The layout's namespace and data, on every page. */
const layoutHandle = { namespaces: [defaultNS], prefetch: prefetchLayout } satisfies RouteHandle;

/**
 * Every screen, once: the browser's router renders it, and the server renderer renders it and
 * matches addresses against it with React Router's own matcher (docs/decisions/024).
 */
export const appRoutes = (
  <Route element={<MainLayout />} handle={layoutHandle}>
    <Route index {...home} />
    <Route path="tours" {...tours} />
    <Route path="tours/:id" {...tourDetail} />
    <Route path="booking" {...booking} />
    <Route path="gallery" {...gallery} />
    <Route path="contact" {...contact} />
    <Route path="admin/*" {...admin} />
    <Route path="review/:token" {...review} />
    <Route path="*" {...notFound} />
  </Route>
);
