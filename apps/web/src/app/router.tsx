import { lazy } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

import { MainLayout } from '../components/layout/main-layout';
import { RouteError } from './route-error';

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

const router = createBrowserRouter([
  {
    element: <MainLayout />,
    children: [
      {
        // Inside the layout, so a failing screen keeps the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'tours', element: <ToursRoute /> },
          { path: 'tours/:id', element: <TourDetailRoute /> },
          { path: 'booking', element: <BookingRoute /> },
          { path: 'gallery', element: <GalleryRoute /> },
          { path: 'contact', element: <ContactRoute /> },
          { path: 'admin', element: <AdminRoute /> },
          { path: 'review/:token', element: <ReviewRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
