import type { Booking } from '@mt/contracts/bookings';

/**
 * The confirmation a visitor keeps after booking (docs/decisions/038-booking-path.md): held in
 * this tab's sessionStorage until dismissed, so a reload keeps it and no other tab sees it. This
 * module stays tiny: the home page reads only whether one is stored, and loads the rest lazily.
 */
export const CONFIRMATION_KEY = 'mt:booking-confirmation';
const CHANGED = 'mt:booking-confirmation-changed';

/** What the confirmation shows: the booking as the service answered it, the tour in its words. */
export type KeptConfirmation = Pick<
  Booking,
  | 'id'
  | 'tour_title'
  | 'start_date'
  | 'end_date'
  | 'number_of_participants'
  | 'total_price'
  | 'email'
> & { duration: string | null };

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage refused (privacy settings): the confirmation lives for this view.
  }
}

function changed() {
  window.dispatchEvent(new Event(CHANGED));
}

export function keepConfirmation(confirmation: KeptConfirmation): void {
  try {
    storage()?.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation));
  } catch {
    // Full or refused: the visitor still gets the e-mail.
  }
  changed();
}

export function readStoredConfirmation(): string | null {
  return storage()?.getItem(CONFIRMATION_KEY) ?? null;
}

export function dismissConfirmation(): void {
  storage()?.removeItem(CONFIRMATION_KEY);
  changed();
}

/** For useSyncExternalStore: whether a confirmation is kept; the server never knows of one. */
export const confirmationStore = {
  subscribe(onChange: () => void) {
    window.addEventListener(CHANGED, onChange);
    return () => window.removeEventListener(CHANGED, onChange);
  },
  isKept: () => readStoredConfirmation() !== null,
  isKeptOnServer: () => false,
};
