import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { MainLayout } from '../components/layout/main-layout';

// §2: one lazily loaded module per screen, so e.g. the admin code stays out of the main bundle.
const HomeRoute = lazy(() => import('./routes/home'));
const ToursRoute = lazy(() => import('./routes/tours'));
const TourDetailRoute = lazy(() => import('./routes/tour-detail'));
const BookingRoute = lazy(() => import('./routes/booking'));
const GalleryRoute = lazy(() => import('./routes/gallery'));
const ContactRoute = lazy(() => import('./routes/contact'));
const AdminRoute = lazy(() => import('./routes/admin'));
const ReviewRoute = lazy(() => import('./routes/review'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/**
 * Declarative routing: the app loads its data with React Query, not route loaders, and the data
 * router's extra code cost 16 KB gzip on every first load (docs/decisions/007).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="tours" element={<ToursRoute />} />
          <Route path="tours/:id" element={<TourDetailRoute />} />
          <Route path="booking" element={<BookingRoute />} />
          <Route path="gallery" element={<GalleryRoute />} />
          <Route path="contact" element={<ContactRoute />} />
          <Route path="admin" element={<AdminRoute />} />
          <Route path="review/:token" element={<ReviewRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
