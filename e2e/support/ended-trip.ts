import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { todayIn } from '@mt/domain/trip-dates';
import { createTour } from './admin';

/**
 * A review link that is open now, reached the honest way: a one-day tour, booked by a customer
 * for today (Marrakech), confirmed and completed by the admin. A link opens on the trip's last day
 * (docs/decisions/053), and today is this trip's last day. Answers the tour and the link's path.
 */
export async function reviewLinkOfTodaysTrip(
  admin: APIRequestContext,
  customer: { name: string; email: string; language?: 'en' | 'fr' },
  tourTitle: string,
): Promise<{ tourId: number; reviewPath: string }> {
  const tourId = await createTour(admin, {
    title: tourTitle,
    description: '<p>A day in the Ourika valley, back in Marrakech for dinner.</p>',
    price: 60,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
  });
  return { tourId, reviewPath: await reviewLinkOfTodaysBooking(admin, tourId, customer) };
}

/**
 * The same for a one-day tour that exists already: another customer's booking for today,
 * confirmed and completed, so that one tour can gather several reviews. Answers the link's path.
 */
export async function reviewLinkOfTodaysBooking(
  admin: APIRequestContext,
  tourId: number,
  customer: { name: string; email: string; language?: 'en' | 'fr' },
): Promise<string> {
  const booked = await admin.post('/api/bookings/bookings', {
    data: {
      tour_id: tourId,
      customer_name: customer.name,
      email: customer.email,
      phone: '+212 612 345678',
      start_date: todayIn(),
      number_of_participants: 2,
      language: customer.language ?? 'en',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const confirmed = await admin.put(`/api/bookings/bookings/${id}`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);
  const completed = await admin.post(`/api/bookings/${id}/complete`);
  expect(completed.status()).toBe(200);
  const { review_url } = (await completed.json()) as { review_url: string };
  return new URL(review_url).pathname;
}
