import { lazy, Suspense, useSyncExternalStore } from 'react';

import { confirmationStore } from './storage';

// Loaded only when a confirmation is kept: no weight on an ordinary visit (docs/decisions/037).
const BookingConfirmation = lazy(() => import('./booking-confirmation'));

/**
 * The home page's place for a kept booking confirmation. Rendered after hydration only: the
 * server renders nothing here, and the browser's first render agrees (useSyncExternalStore's
 * server snapshot) before it reads this tab's storage.
 */
export function KeptBookingConfirmation() {
  const kept = useSyncExternalStore(
    confirmationStore.subscribe,
    confirmationStore.isKept,
    confirmationStore.isKeptOnServer,
  );
  if (!kept) return null;
  return (
    <Suspense fallback={null}>
      <BookingConfirmation />
    </Suspense>
  );
}
