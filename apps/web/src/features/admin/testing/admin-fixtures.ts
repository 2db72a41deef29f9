import type { AdminBooking, BookingRecord } from '@mt/contracts/booking-record';
import type { Departure } from '@mt/contracts/departures';
import type { GalleryItem } from '@mt/contracts/media';
import type { Notification } from '@mt/contracts/messaging';
import type { PriceCategory, TourExtra, TourOption } from '@mt/contracts/selling';
import type { Tour } from '@mt/contracts/tours';

/** A tour as the tours service answers it in English; each test overrides what it is about. */
export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 1,
    title: 'Sahara Desert Adventure',
    description: '<p>Three days in the dunes.</p>',
    price: 249,
    from_price: 249,
    duration: '3 days / 2 nights',
    location: 'Merzouga',
    max_participants: 12,
    difficulty_level: 'Moderate',
    includes: ['Guide'],
    available_dates: ['2026-10-01', '2026-11-01'],
    images: [
      {
        id: 10,
        image_url: '/api/media/files/a.jpg',
        is_main: true,
        display_order: 0,
        alt_text: 'Dunes',
      },
    ],
    tags: [],
    meeting_point: null,
    deposit_percent: 0,
    start_times: [],
    sales_cutoff: null,
    average_rating: 0,
    total_reviews: 0,
    title_fr: null,
    description_fr: null,
    duration_fr: null,
    location_fr: null,
    includes_fr: null,
    meeting_point_fr: null,
    lang: 'en',
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A departure with 12 seats and 5 booked (a family of four and one guest, on the 20th). */
export function makeDeparture(date: string, overrides: Partial<Departure> = {}): Departure {
  return {
    tour_id: 1,
    date,
    capacity: 12,
    capacity_set: false,
    booked: 5,
    seats_left: 7,
    sales_stopped: false,
    pending: 1,
    bookings: [
      makeBooking({ id: 1, customer_name: 'Famille Dupont', number_of_participants: 4 }),
      makeBooking({ id: 2, customer_name: 'Hannah Weber', number_of_participants: 1 }),
    ],
    ...overrides,
  };
}

/** A booking as the admin list answers it: 498 € owed, nothing paid yet. */
export function makeBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const people = overrides.number_of_participants ?? 2;
  const price = overrides.price_per_person ?? 249;
  return {
    seats: people,
    option: null,
    lines: [
      {
        kind: 'category',
        item_id: null,
        name: 'Adult',
        name_fr: 'Adulte',
        quantity: people,
        unit_price: price,
        total: price * people,
      },
    ],
    id: 1,
    reference: 'MT-000001',
    paid: 0,
    balance: 498,
    tour_id: 1,
    tour_title: 'Sahara Desert Adventure',
    customer_name: 'Amina Benali',
    email: 'amina@example.com',
    phone: null,
    start_date: '2026-10-01',
    end_date: '2026-10-03',
    travel_date: null,
    days: 3,
    number_of_participants: 2,
    price_per_person: 249,
    total_price: 498,
    status: 'pending',
    admin_viewed: false,
    special_requests: null,
    pickup_place: null,
    language: 'en',
    created_at: '2026-09-01T09:30:00.000Z',
    tour_title_fr: null,
    deposit_percent: 0,
    deposit: 0,
    deposit_due: 0,
    payment_link: null,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'booking_received',
    recipient: 'amina@example.com',
    subject: 'We received your booking',
    message: 'Thank you for booking the Sahara Desert Adventure.',
    status: 'sent',
    created_at: '2026-09-01T09:30:00.000Z',
    sent_at: '2026-09-01T09:30:05.000Z',
    attempts: 1,
    error: null,
    next_attempt_at: null,
    language: 'en',
    transport: 'outbox',
    booking_id: null,
    ...overrides,
  };
}

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 1,
    url: '/api/media/files/photo.jpg',
    variants: [],
    width: 1600,
    height: 1200,
    mime_type: 'image/jpeg',
    file_size: 1536,
    filename: 'photo.jpg',
    caption: 'Camels at dusk',
    caption_en: 'Camels at dusk',
    caption_fr: null,
    created_at: '2026-09-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A booking's page: the booking, its creation in the history, no notes, no payments. */
export function makeBookingRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
  const booking = overrides.booking ?? makeBooking({ admin_viewed: true });
  return {
    booking,
    history: [
      { id: 1, from: null, to: 'pending', at: booking.created_at, by: 'customer', reason: null },
    ],
    notes: [],
    payments: [],
    hold_expires_at: null,
    ...overrides,
  };
}

/** The dashboard's tabs as an English reader sees them, in order (docs/product.md, Admin dashboard). */
export const TAB_NAMES = [
  'Overview',
  'Tours',
  'Bookings',
  'Departures',
  'Inbox',
  'Reviews',
  'E-mail log',
  'Settings',
  'Gallery',
];

/** A tour's price category as the tours service answers it: Adult, its default, at €249. */
export function makeCategory(overrides: Partial<PriceCategory> = {}): PriceCategory {
  return {
    id: 1,
    tour_id: 1,
    name: 'Adult',
    name_fr: 'Adulte',
    min_age: null,
    max_age: null,
    price: 249,
    takes_seat: true,
    counts_for_tiers: true,
    priced_by_tiers: true,
    display_order: 0,
    is_default: true,
    ...overrides,
  };
}

/** A tour's option: the shared group every tour is sold as from the start. */
export function makeOption(overrides: Partial<TourOption> = {}): TourOption {
  return {
    id: 1,
    tour_id: 1,
    kind: 'shared',
    name: 'Shared group',
    name_fr: 'Groupe partagé',
    pricing: 'per_person',
    group_price: null,
    max_people: null,
    minimum_people: 1,
    display_order: 0,
    category_prices: [],
    ...overrides,
  };
}

/** A tour's extra: a camel ride at sunset, €25 per person, on sale. */
export function makeExtra(overrides: Partial<TourExtra> = {}): TourExtra {
  return {
    id: 1,
    tour_id: 1,
    name: 'Camel ride at sunset',
    name_fr: 'Balade à dromadaire au coucher du soleil',
    description: null,
    description_fr: null,
    price: 25,
    per: 'person',
    max_quantity: null,
    display_order: 0,
    active: true,
    ...overrides,
  };
}

/** A family's price line by line (docs/decisions/074): two adults, a child, an infant, camels. */
export function familyLines(): AdminBooking['lines'] {
  return [
    {
      kind: 'category',
      item_id: 1,
      name: 'Adult',
      name_fr: 'Adulte',
      quantity: 2,
      unit_price: 179,
      total: 358,
    },
    {
      kind: 'category',
      item_id: 2,
      name: 'Child',
      name_fr: 'Enfant',
      quantity: 1,
      unit_price: 90,
      total: 90,
    },
    {
      kind: 'category',
      item_id: 3,
      name: 'Infant',
      name_fr: 'Bébé',
      quantity: 1,
      unit_price: 0,
      total: 0,
    },
    {
      kind: 'extra',
      item_id: 9,
      name: 'Camel ride',
      name_fr: 'Balade à dromadaire',
      quantity: 3,
      unit_price: 25,
      total: 75,
    },
  ];
}
