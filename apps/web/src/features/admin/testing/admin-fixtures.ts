import type { Booking } from '@mt/contracts/bookings';
import type { GalleryItem } from '@mt/contracts/media';
import type { Notification } from '@mt/contracts/messaging';
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

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
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
