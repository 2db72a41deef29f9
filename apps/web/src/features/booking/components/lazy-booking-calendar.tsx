import { lazy, memo, Suspense, useSyncExternalStore } from 'react';

import type { BookingCalendarProps } from './booking-calendar';

const BookingCalendar = lazy(() => import('./booking-calendar'));
const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * The month calendar over the date field (docs/decisions/040-booking-calendar.md): nothing on the
 * server and at hydration, where the field alone serves; once the page is live, the calendar's
 * code loads (react-day-picker stays out of the booking page's first scripts) and shows beside it.
 */
export const LazyBookingCalendar = memo(function LazyBookingCalendar(props: BookingCalendarProps) {
  // True in the browser, false on the server and so at hydration, which agrees with it.
  const live = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <BookingCalendar {...props} />
    </Suspense>
  );
});
