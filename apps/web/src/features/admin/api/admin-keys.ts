/**
 * Query keys of everything the admin reads with its session. Signing out drops them all (every key
 * but the session's), so nothing read with the admin's rights outlives the session.
 */
export const adminKeys = {
  all: ['admin'] as const,
  tours: () => [...adminKeys.all, 'tours'] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  /** Under `bookings`: every booking change marks the lists and the open record stale. */
  bookingSearch: (query: string) => [...adminKeys.bookings(), 'search', query] as const,
  bookingRecord: (id: number) => [...adminKeys.bookings(), 'record', id] as const,
  /** A day's departures and guests (docs/decisions/066), stale after a booking's change or payment. */
  departureDay: (date: string) => [...adminKeys.bookings(), 'day', date] as const,
  /** The pending holds that end soonest (docs/decisions/059), stale after a booking's change. */
  pendingHolds: () => [...adminKeys.bookings(), 'pending-holds'] as const,
  /** The reminder and the completion by itself (docs/decisions/052). */
  bookingSettings: () => [...adminKeys.all, 'booking-settings'] as const,
  promoCodes: () => [...adminKeys.all, 'promo-codes'] as const,
  /** Where the operator's alerts go (docs/decisions/065). */
  mailSettings: () => [...adminKeys.all, 'mail-settings'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  inbox: () => [...adminKeys.all, 'inbox'] as const,
  upcomingDepartures: () => [...adminKeys.all, 'departures', 'upcoming'] as const,
  departures: (tourId: number, month: string) =>
    [...adminKeys.all, 'departures', tourId, month] as const,
  bookingMessages: (bookingId: number) => [...adminKeys.messages(), 'booking', bookingId] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (filters: Record<string, unknown>) => [...adminKeys.reviews(), filters] as const,
  gallery: () => [...adminKeys.all, 'gallery'] as const,
  galleryStats: () => [...adminKeys.all, 'gallery', 'stats'] as const,
  tags: () => [...adminKeys.all, 'tags'] as const,
  groupPricing: (tourId: number) => [...adminKeys.all, 'group-pricing', tourId] as const,
  tourTags: (tourId: number) => [...adminKeys.all, 'tour-tags', tourId] as const,
  /**
   * What a tour sells (docs/decisions/074), under `tours`: a tour's save reloads it, so the default
   * category shows the tour's new price.
   */
  selling: (tourId: number) => [...adminKeys.tours(), 'selling', tourId] as const,
  /** Every extra of a tour, those off sale too. */
  tourExtras: (tourId: number) => [...adminKeys.tours(), 'extras', tourId] as const,
};

/**
 * The public pages' cached copies of what the admin changes ('tours' and 'gallery' are the keys
 * of those features): marked stale after a change, so a visit to a public page shows it.
 */
export const PUBLIC_TOURS_KEY = ['tours'] as const;
export const PUBLIC_GALLERY_KEY = ['gallery'] as const;
