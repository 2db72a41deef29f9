import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { z } from 'zod';
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * The specification's API, called as the specification writes each call, through the real
 * gateway (docs/product.md, The specification's API). Every answer is checked against the shape
 * written below from that section, field by field; these schemas are the test's own, never
 * @mt/contracts', so that a change of the contracts that breaks the specification fails here.
 * A documented field may not go missing or change its type; fields the site adds are allowed.
 *
 * The suite runs its specs one after another on one site (playwright.config.ts): this one adds its
 * own tour, tag, tiers, booking, review and photo, and removes what the API lets it remove.
 */

const id = z.number().int().positive();
const text = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an instant');

const Tag = z.object({ id, name: text, icon: text });
/** A tour's tag: the link's id and the tag's, with the tag nested. */
const TourTag = z.object({ id, tag_id: id, tag: Tag });
const TourImage = z.object({
  image_url: text,
  is_main: z.boolean(),
  display_order: z.number().int(),
  alt_text: text.nullable(),
});
const Tour = z.object({
  id,
  title: text,
  description: text,
  price: z.number(),
  duration: text,
  location: text,
  max_participants: z.number().int(),
  difficulty_level: z.enum(['Easy', 'Moderate', 'Challenging']),
  includes: z.array(text),
  available_dates: z.array(isoDate),
  images: z.array(TourImage),
  tags: z.array(TourTag),
});
const Tier = z.object({
  id,
  min_participants: z.number().int(),
  max_participants: z.number().int(),
  price_per_person: z.number(),
});
const TourPrice = z.object({
  pricing_tier: Tier.nullable(),
  price_per_person: z.number(),
  participants: z.number().int(),
  total_price: z.number(),
});
const Review = z.object({
  id,
  customer_name: text,
  rating: z.number().int().min(1).max(5),
  review_text: text.nullable(),
  created_at: instant,
  is_verified: z.boolean(),
});
const RatingStats = z.object({ average_rating: z.number(), total_reviews: z.number().int() });
const ReviewForm = z.object({
  tour_title: text,
  customer_name: text,
  already_submitted: z.boolean(),
});
const BookingPrice = z.object({
  tour_id: id,
  participants: z.number().int(),
  price_per_person: z.number(),
  pricing_tier: Tier.nullable(),
  total_price: z.number(),
  days: z.number().int(),
  end_date: isoDate.nullable(),
});
const Availability = z.object({ available: z.boolean(), remaining: z.number().int() });
const Booking = z.object({
  id,
  tour_id: id,
  customer_name: text,
  email: text,
  phone: text.nullable(),
  start_date: isoDate,
  end_date: isoDate,
  travel_date: isoDate.nullable(),
  number_of_participants: z.number().int(),
  price_per_person: z.number(),
  total_price: z.number(),
  status: z.enum(['pending', 'confirmed', 'cancelled', 'completed']),
  admin_viewed: z.boolean(),
  created_at: instant,
  special_requests: text.nullable(),
});
const Completion = z.object({ review_token: text.min(1) });
const Notification = z.object({
  id,
  type: text,
  recipient: text,
  subject: text.nullable(),
  message: text,
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: instant,
  sent_at: instant.nullable(),
});
const UploadedImage = z.object({ url: text.min(1) });
const GalleryItem = z.object({
  id,
  url: text,
  filename: text,
  caption: text.nullable(),
  file_size: z.number().int(),
  mime_type: text,
  created_at: instant,
});
const MediaStats = z.object({ total_items: z.number().int(), storage_used: z.number().int() });
const ErrorAnswer = z.object({ detail: text.min(1) });

/** The answer's status, then its body against the specification's shape; answers the body. */
async function expectAnswer<T extends z.ZodType>(
  response: APIResponse,
  status: number,
  shape: T,
): Promise<z.output<T>> {
  const call = `${response.url()} (${status})`;
  expect(response.status(), `${call}: ${await response.text()}`).toBe(status);
  const checked = shape.safeParse(await response.json());
  expect(checked.error?.issues ?? [], `${call}: the documented shape`).toEqual([]);
  return checked.data as z.output<T>;
}

const expectNoContent = (response: APIResponse) =>
  expect(response.status(), response.url()).toBe(204);

// A real photo, small enough to go through the media pipeline quickly.
const PHOTO = {
  name: 'merzouga-dunes.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(new URL('../scripts/demo/photos/merzouga-dunes-1.jpg', import.meta.url)),
};

const run = Date.now();
// A one-day trip today (Marrakech): its review link opens today, its last day (docs/product.md,
// Rules, Reviews), so the review calls can be made at once.
const today = todayIn();
let admin: APIRequestContext;
let visitor: APIRequestContext;
const made: { tourId?: number; tierId?: number; bookingId?: number; reviewToken?: string } = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  visitor = await playwright.request.newContext({ baseURL });
  admin = await playwright.request.newContext({ baseURL });
  // POST /api/auth/login {email, password}: the session every admin call below carries.
  const login = await admin.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  // What the API can remove: the tour (its tiers, links and reviews with it). The booking stays,
  // completed and viewed, as every booking does.
  if (made.tourId) await admin.delete(`/api/tours/tours/${made.tourId}`);
  await admin.dispose();
  await visitor.dispose();
});

test('tours: list, featured, create with images, read, update', async () => {
  const list = await expectAnswer(await visitor.get('/api/tours/tours'), 200, z.array(Tour));
  expect(list.length).toBeGreaterThan(0);
  const featured = await expectAnswer(
    await visitor.get('/api/tours/tours?limit=3'),
    200,
    z.array(Tour),
  );
  expect(featured.length).toBeGreaterThan(0);
  expect(featured.length).toBeLessThanOrEqual(3);

  // POST /api/media/upload/tour-image: the multipart field `file`; the answer contains its url.
  const uploaded = await expectAnswer(
    await admin.post('/api/media/upload/tour-image', { multipart: { file: PHOTO } }),
    201,
    UploadedImage,
  );

  const fields = {
    title: `Spec API Ourika Day ${run}`,
    description: '<p>A day in the Ourika valley, back in Marrakech for dinner.</p>',
    price: 60,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
    difficulty_level: 'Moderate',
    includes: ['Transport', 'Lunch'],
    available_dates: [addDays(today, 14), today],
    images: [
      { image_url: uploaded.url, is_main: true, display_order: 0, alt_text: 'Dunes at dawn' },
      {
        image_url: '/api/placeholder/800/600',
        is_main: false,
        display_order: 1,
        alt_text: 'A placeholder',
      },
    ],
  };
  const created = await expectAnswer(
    await admin.post('/api/tours/tours', { data: fields }),
    201,
    Tour,
  );
  made.tourId = created.id;
  expect(created).toMatchObject({
    title: fields.title,
    price: 60,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
    difficulty_level: 'Moderate',
    includes: ['Transport', 'Lunch'],
    available_dates: [today, addDays(today, 14)],
    images: fields.images,
    tags: [],
  });

  const read = await expectAnswer(await visitor.get(`/api/tours/tours/${created.id}`), 200, Tour);
  expect(read.title).toBe(fields.title);

  const renamed = `Spec API Ourika Valley Day ${run}`;
  const updated = await expectAnswer(
    await admin.put(`/api/tours/tours/${created.id}`, { data: { ...fields, title: renamed } }),
    200,
    Tour,
  );
  expect(updated.title).toBe(renamed);
  const reread = await expectAnswer(await visitor.get(`/api/tours/tours/${created.id}`), 200, Tour);
  expect(reread.title).toBe(renamed);
  const listed = await expectAnswer(await visitor.get('/api/tours/tours'), 200, z.array(Tour));
  expect(listed.map((tour) => tour.id)).toContain(created.id);
});

test('group pricing: tiers added, changed, removed, and the price they give', async () => {
  const tour = made.tourId!;
  const tier = await expectAnswer(
    await admin.post(`/api/tours/tours/${tour}/group-pricing`, {
      data: { min_participants: 2, max_participants: 4, price_per_person: 40 },
    }),
    201,
    Tier,
  );
  made.tierId = tier.id;
  const changed = await expectAnswer(
    await admin.put(`/api/tours/group-pricing/${tier.id}`, {
      data: { min_participants: 2, max_participants: 5, price_per_person: 38 },
    }),
    200,
    Tier,
  );
  expect(changed).toMatchObject({ id: tier.id, max_participants: 5, price_per_person: 38 });
  const other = await expectAnswer(
    await admin.post(`/api/tours/tours/${tour}/group-pricing`, {
      data: { min_participants: 6, max_participants: 8, price_per_person: 35 },
    }),
    201,
    Tier,
  );
  expectNoContent(await admin.delete(`/api/tours/group-pricing/${other.id}`));

  const tiers = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/group-pricing`),
    200,
    z.array(Tier),
  );
  expect(tiers).toEqual([expect.objectContaining(changed)]);

  const price = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/calculate-price?participants=3`),
    200,
    TourPrice,
  );
  expect(price).toMatchObject({ price_per_person: 38, participants: 3, total_price: 114 });
  expect(price.pricing_tier).toMatchObject({ id: tier.id });
  const alone = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/calculate-price?participants=1`),
    200,
    TourPrice,
  );
  expect(alone).toMatchObject({ pricing_tier: null, price_per_person: 60, total_price: 60 });
});

test('tags: created, changed, put on a tour and taken off, deleted', async () => {
  const tour = made.tourId!;
  await expectAnswer(await visitor.get('/api/tours/tags'), 200, z.array(Tag));
  const tag = await expectAnswer(
    await admin.post('/api/tours/tags', { data: { name: `Spec valley ${run}`, icon: '🏞️' } }),
    201,
    Tag,
  );
  const renamed = await expectAnswer(
    await admin.put(`/api/tours/tags/${tag.id}`, {
      data: { name: `Spec river ${run}`, icon: '🌊' },
    }),
    200,
    Tag,
  );
  expect(renamed).toMatchObject({ id: tag.id, name: `Spec river ${run}`, icon: '🌊' });
  const tags = await expectAnswer(await visitor.get('/api/tours/tags'), 200, z.array(Tag));
  expect(tags).toContainEqual(expect.objectContaining(renamed));

  const link = await expectAnswer(
    await admin.post(`/api/tours/tours/${tour}/tags`, { data: { tag_id: tag.id } }),
    201,
    TourTag,
  );
  expect(link.tag_id).toBe(tag.id);
  expect(link.tag).toMatchObject(renamed);
  const links = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/tags`),
    200,
    z.array(TourTag),
  );
  expect(links.map((each) => each.tag_id)).toEqual([tag.id]);
  const withTag = await expectAnswer(await visitor.get(`/api/tours/tours/${tour}`), 200, Tour);
  expect(withTag.tags.map((each) => each.tag_id)).toEqual([tag.id]);

  expectNoContent(await admin.delete(`/api/tours/tours/${tour}/tags/${tag.id}`));
  expect(
    await expectAnswer(await visitor.get(`/api/tours/tours/${tour}/tags`), 200, z.array(TourTag)),
  ).toEqual([]);
  expectNoContent(await admin.delete(`/api/tours/tags/${tag.id}`));
  const left = await expectAnswer(await visitor.get('/api/tours/tags'), 200, z.array(Tag));
  expect(left.map((each) => each.id)).not.toContain(tag.id);
});

test('bookings: price, availability, booking, the list of all, status, viewed, completion', async () => {
  const tour = made.tourId!;
  const quote = await expectAnswer(
    await visitor.post('/api/bookings/bookings/calculate-price', {
      data: { tour_id: tour, number_of_participants: 3, start_date: today },
    }),
    200,
    BookingPrice,
  );
  expect(quote).toMatchObject({
    tour_id: tour,
    participants: 3,
    price_per_person: 38,
    total_price: 114,
    days: 1,
    end_date: today,
  });
  expect(quote.pricing_tier).toMatchObject({ id: made.tierId });
  const undated = await expectAnswer(
    await visitor.post('/api/bookings/bookings/calculate-price', {
      data: { tour_id: tour, number_of_participants: 3 },
    }),
    200,
    BookingPrice,
  );
  expect(undated.end_date).toBeNull();

  const availability = await expectAnswer(
    await visitor.post('/api/bookings/bookings/check-availability', {
      data: { tour_id: tour, start_date: today, number_of_participants: 3 },
    }),
    200,
    Availability,
  );
  expect(availability).toEqual({ available: true, remaining: 8 });

  const email = `spec-api-${run}@example.com`;
  const booked = await expectAnswer(
    await visitor.post('/api/bookings/bookings', {
      data: {
        customer_name: 'Camille Laurent',
        email,
        phone: '+33 6 98 76 54 32',
        tour_id: tour,
        start_date: today,
        end_date: today,
        number_of_participants: 3,
        special_requests: 'A window seat, please',
      },
    }),
    201,
    Booking,
  );
  made.bookingId = booked.id;
  expect(booked).toMatchObject({
    tour_id: tour,
    customer_name: 'Camille Laurent',
    email,
    phone: '+33 6 98 76 54 32',
    start_date: today,
    end_date: today,
    number_of_participants: 3,
    price_per_person: 38,
    total_price: 114,
    status: 'pending',
    admin_viewed: false,
    special_requests: 'A window seat, please',
  });

  const one = await expectAnswer(
    await admin.get(`/api/bookings/bookings/${booked.id}`),
    200,
    Booking,
  );
  expect(one).toMatchObject({ id: booked.id, email, status: 'pending' });

  // GET /bookings: all bookings, newest first, as one array (no page, no wrapper).
  const all = await expectAnswer(await admin.get('/api/bookings/bookings'), 200, z.array(Booking));
  expect(all[0]).toMatchObject({ id: booked.id, email });
  for (let index = 1; index < all.length; index += 1) {
    const [newer, older] = [all[index - 1]!, all[index]!];
    const order =
      Date.parse(newer.created_at) - Date.parse(older.created_at) || newer.id - older.id;
    expect(order, `booking ${newer.id} before ${older.id}`).toBeGreaterThan(0);
  }
  // Every booking: the demo's four reviewed trips at least, beside this one.
  expect(all.length).toBeGreaterThanOrEqual(5);

  const confirmed = await expectAnswer(
    await admin.put(`/api/bookings/bookings/${booked.id}`, { data: { status: 'confirmed' } }),
    200,
    Booking,
  );
  expect(confirmed.status).toBe('confirmed');
  const viewed = await expectAnswer(
    await admin.patch(`/api/bookings/bookings/${booked.id}/mark-viewed`),
    200,
    Booking,
  );
  expect(viewed.admin_viewed).toBe(true);
  // POST /api/bookings/{id}/complete, no body: the answer carries the review link's token.
  const completed = await expectAnswer(
    await admin.post(`/api/bookings/${booked.id}/complete`),
    200,
    Completion,
  );
  made.reviewToken = completed.review_token;
  const done = await expectAnswer(
    await admin.get(`/api/bookings/bookings/${booked.id}`),
    200,
    Booking,
  );
  expect(done.status).toBe('completed');
});

test('reviews: the link’s form, the review sent through it, the tour’s reviews and rating', async () => {
  const tour = made.tourId!;
  const token = made.reviewToken!;
  const form = await expectAnswer(
    await visitor.get(`/api/tours/reviews/form/${token}`),
    200,
    ReviewForm,
  );
  expect(form).toMatchObject({
    tour_title: `Spec API Ourika Valley Day ${run}`,
    customer_name: 'Camille Laurent',
    already_submitted: false,
  });
  const review = await expectAnswer(
    await visitor.post(`/api/tours/reviews/submit/${token}`, {
      data: {
        rating: 4,
        review_text: 'Waterfalls, a Berber lunch and a patient guide.',
        customer_name: 'Camille L.',
      },
    }),
    201,
    Review,
  );
  expect(review).toMatchObject({
    customer_name: 'Camille L.',
    rating: 4,
    review_text: 'Waterfalls, a Berber lunch and a patient guide.',
    is_verified: true,
  });
  const used = await expectAnswer(
    await visitor.get(`/api/tours/reviews/form/${token}`),
    200,
    ReviewForm,
  );
  expect(used.already_submitted).toBe(true);

  const reviews = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/reviews`),
    200,
    z.array(Review),
  );
  expect(reviews).toEqual([expect.objectContaining({ id: review.id, is_verified: true })]);
  const stats = await expectAnswer(
    await visitor.get(`/api/tours/tours/${tour}/rating-stats`),
    200,
    RatingStats,
  );
  expect(stats).toEqual({ average_rating: 4, total_reviews: 1 });
});

test('messaging: a contact message, then the e-mail log and one of its messages', async () => {
  const subject = `Spec API question ${run}`;
  const sent = await visitor.post('/api/messaging/contact', {
    data: {
      to: 'visitor@example.com',
      subject,
      template: 'contact_form',
      data: {
        name: 'Visitor',
        email: 'visitor@example.com',
        subject,
        message: `Is the Ourika valley green in April? (${run})`,
      },
    },
  });
  await expectAnswer(sent, 202, z.object({ status: z.literal('queued') }));

  const log = await expectAnswer(
    await admin.get('/api/messaging/notifications'),
    200,
    z.array(Notification),
  );
  const mine = log.find(
    (message) => message.type === 'contact_form' && message.message.includes(String(run)),
  );
  expect(mine, 'the operator’s copy of the contact message').toBeDefined();
  const one = await expectAnswer(
    await admin.get(`/api/messaging/notifications/${mine!.id}`),
    200,
    Notification,
  );
  expect(one).toMatchObject({ id: mine!.id, type: 'contact_form' });
});

test('media: the gallery, an upload with its caption, the stats, a delete, a placeholder', async () => {
  await expectAnswer(await visitor.get('/api/media/gallery'), 200, z.array(GalleryItem));
  const caption = `Spec API dunes ${run}`;
  const item = await expectAnswer(
    await admin.post('/api/media/gallery/upload', { multipart: { file: PHOTO, caption } }),
    201,
    GalleryItem,
  );
  expect(item).toMatchObject({ caption, mime_type: 'image/jpeg' });
  const gallery = await expectAnswer(
    await visitor.get('/api/media/gallery'),
    200,
    z.array(GalleryItem),
  );
  expect(gallery.map((each) => each.id)).toContain(item.id);
  const stats = await expectAnswer(await admin.get('/api/media/stats'), 200, MediaStats);
  expect(stats.total_items).toBeGreaterThanOrEqual(1);
  expect(stats.storage_used).toBeGreaterThan(0);

  expectNoContent(await admin.delete(`/api/media/gallery/${item.id}`));
  const after = await expectAnswer(
    await visitor.get('/api/media/gallery'),
    200,
    z.array(GalleryItem),
  );
  expect(after.map((each) => each.id)).not.toContain(item.id);

  const placeholder = await visitor.get('/api/placeholder/40/40');
  expect(placeholder.status()).toBe(200);
  expect(placeholder.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect((await placeholder.text()).trimStart()).toMatch(/^<svg/);
});

test('errors carry a detail; admin calls need the session', async () => {
  await expectAnswer(await visitor.get('/api/tours/tours/999999999'), 404, ErrorAnswer);
  await expectAnswer(await visitor.post('/api/bookings/bookings', { data: {} }), 400, ErrorAnswer);
  await expectAnswer(await visitor.get('/api/bookings/bookings'), 401, ErrorAnswer);
  await expectAnswer(
    await visitor.post('/api/tours/tags', { data: { name: 'No session', icon: '🚫' } }),
    401,
    ErrorAnswer,
  );

  // The tour goes last, and with it its tiers, links and reviews.
  expectNoContent(await admin.delete(`/api/tours/tours/${made.tourId}`));
  await expectAnswer(await visitor.get(`/api/tours/tours/${made.tourId}`), 404, ErrorAnswer);
  made.tourId = undefined;
});
