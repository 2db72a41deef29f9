import { lazy } from 'react';
import { Route } from 'react-router-dom';

import { MainLayout } from '../components/layout/main-layout';

// One lazily loaded module per screen, so e.g. the admin code stays out of the main bundle.
const HomeRoute = lazy(() => import('./routes/home'));
const ToursRoute = lazy(() => import('./routes/tours'));
const TourDetailRoute = lazy(() => import('./routes/tour-detail'));
const BookingRoute = lazy(() => import('./routes/booking'));
const GalleryRoute = lazy(() => import('./routes/gallery'));
const ContactRoute = lazy(() => import('./routes/contact'));
const AdminRoute = lazy(() => import('./routes/admin'));
const ReviewRoute = lazy(() => import('./routes/review'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

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
 * Every screen, once: the browser's router renders it, and the server renderer renders it and
 * matches addresses against it with React Router's own matcher (docs/decisions/024).
 */
export const appRoutes = (
  <Route element={<MainLayout />}>
    <Route id={ROUTE_IDS.home} index element={<HomeRoute />} />
    <Route id={ROUTE_IDS.tours} path="tours" element={<ToursRoute />} />
    <Route id={ROUTE_IDS.tourDetail} path="tours/:id" element={<TourDetailRoute />} />
    <Route id={ROUTE_IDS.booking} path="booking" element={<BookingRoute />} />
    <Route id={ROUTE_IDS.gallery} path="gallery" element={<GalleryRoute />} />
    <Route id={ROUTE_IDS.contact} path="contact" element={<ContactRoute />} />
    <Route path="admin" element={<AdminRoute />} />
    <Route id={ROUTE_IDS.review} path="review/:token" element={<ReviewRoute />} />
    <Route id={ROUTE_IDS.notFound} path="*" element={<NotFoundRoute />} />
  </Route>
);
