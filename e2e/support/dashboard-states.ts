import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import { DATA_DIR } from '../../playwright.config';
import { adminApi, createTour } from './admin';

/**
 * Every state a row of the dashboard can be in, made through the site's own API (one data set,
 * shared by the accessibility spec's scans): bookings in each status, viewed and not, unpaid,
 * part paid, paid in full and overpaid, with notes, payments (one voided), a payment link and a
 * refused e-mail; departures with bookings, one full and one stopped; reviews shown, hidden and
 * answered; gallery photos with and without captions; inbox messages new, read and handled.
 * Each step is a small helper, so a change of one endpoint changes one function.
 */
export interface DashboardStates {
  /** The tour with the departures and the bookings in every state. */
  tour: { id: number; title: string };
  /** Its departures' dates: d1 (the manifest's), d2, a full d3 and a stopped d4 with none. */
  dates: { withBookings: string; other: string; full: string; stopped: string };
  /** The tour the reviews are of (one-day trips of today). */
  reviewedTour: { id: number };
  /** A tour with nothing: no booking, review, tier or tag, for the empty lists. */
  emptyTour: { id: number };
  /** Bookings whose own page is scanned: already viewed, so a visit changes nothing. */
  pages: { pending: number; confirmed: number; cancelled: number; completed: number };
}

/** A one-day tour of the admin's, titled in both languages; answers its id and title. */
async function createDayTour(
  admin: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const id = await createTour(admin, {
    title,
    title_fr: `${title} (FR)`,
    description: '<p>A day out of Marrakech, back for dinner.</p>',
    price: 120,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 12,
    ...extra,
  });
  return { id, title };
}

interface NewBooking {
  tour_id: number;
  start_date: string;
  customer_name: string;
  email: string;
  number_of_participants: number;
  language?: 'en' | 'fr';
  phone?: string;
  pickup_place?: string;
  special_requests?: string;
}

/** A name as the local part of an address: "Chloé Cancelled" → "chloe-cancelled". */
function asciiSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ +/g, '-');
}

/** A booking as the customer makes it (pending, not yet viewed); answers its id. */
export async function book(request: APIRequestContext, booking: NewBooking): Promise<number> {
  const created = await request.post('/api/bookings/bookings', {
    data: { language: 'en', ...booking },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

export async function setBookingStatus(
  admin: APIRequestContext,
  id: number,
  status: 'confirmed' | 'cancelled',
): Promise<void> {
  const changed = await admin.put(`/api/bookings/bookings/${id}`, { data: { status } });
  expect(changed.status(), await changed.text()).toBe(200);
}

export async function completeBooking(admin: APIRequestContext, id: number): Promise<string> {
  const completed = await admin.post(`/api/bookings/${id}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await completed.json()) as { review_token: string }).review_token;
}

export async function markBookingViewed(admin: APIRequestContext, id: number): Promise<void> {
  const viewed = await admin.patch(`/api/bookings/bookings/${id}/mark-viewed`);
  expect(viewed.status(), await viewed.text()).toBe(200);
}

/** A payment received today; answers its id. */
export async function recordPayment(
  admin: APIRequestContext,
  id: number,
  amount: number,
  note: string | null = null,
): Promise<number> {
  const recorded = await admin.post(`/api/bookings/bookings/${id}/payments`, {
    data: { amount, method: 'bank_transfer', received_on: todayIn(), note },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  return ((await recorded.json()) as { id: number }).id;
}

export async function voidPayment(
  admin: APIRequestContext,
  id: number,
  paymentId: number,
): Promise<void> {
  const voided = await admin.post(`/api/bookings/bookings/${id}/payments/${paymentId}/void`);
  expect(voided.status(), await voided.text()).toBe(200);
}

export async function addNote(admin: APIRequestContext, id: number, text: string): Promise<void> {
  const added = await admin.post(`/api/bookings/bookings/${id}/notes`, { data: { text } });
  expect(added.status(), await added.text()).toBe(201);
}

export async function setPaymentLink(
  admin: APIRequestContext,
  id: number,
  link: string,
): Promise<void> {
  const saved = await admin.put(`/api/bookings/bookings/${id}/payment-link`, {
    data: { payment_link: link },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

export async function setDeparture(
  admin: APIRequestContext,
  tourId: number,
  date: string,
  settings: { capacity: number | null; sales_stopped: boolean },
): Promise<void> {
  const saved = await admin.put(`/api/bookings/departures/${tourId}/${date}`, { data: settings });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The customer's review through their link; answers the review's id. */
export async function submitReview(
  request: APIRequestContext,
  token: string,
  review: { rating: number; customer_name: string; review_text: string | null },
): Promise<number> {
  const submitted = await request.post(`/api/tours/reviews/submit/${encodeURIComponent(token)}`, {
    data: review,
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { id: number }).id;
}

export async function hideReview(admin: APIRequestContext, id: number): Promise<void> {
  const hidden = await admin.put(`/api/tours/reviews/${id}/visibility`, { data: { hidden: true } });
  expect(hidden.status(), await hidden.text()).toBe(200);
}

export async function answerReview(
  admin: APIRequestContext,
  id: number,
  answer: string,
): Promise<void> {
  const answered = await admin.put(`/api/tours/reviews/${id}/answer`, { data: { answer } });
  expect(answered.status(), await answered.text()).toBe(200);
}

/** A group price on a tour: `min`–`max` people pay `price` each. */
export async function addGroupPrice(
  admin: APIRequestContext,
  tourId: number,
  tier: { min_participants: number; max_participants: number; price_per_person: number },
): Promise<void> {
  const added = await admin.post(`/api/tours/tours/${tourId}/group-pricing`, { data: tier });
  expect(added.status(), await added.text()).toBe(201);
}

/** Gives a tour the first of the site's tags. */
export async function tagTour(admin: APIRequestContext, tourId: number): Promise<void> {
  const [tag] = (await (await admin.get('/api/tours/tags')).json()) as { id: number }[];
  if (!tag) throw new Error('the site has no tag');
  const tagged = await admin.post(`/api/tours/tours/${tourId}/tags`, { data: { tag_id: tag.id } });
  expect(tagged.status(), await tagged.text()).toBe(201);
}

// A real photo, as an operator uploads one: the gallery spec after this one opens the newest
// photo and checks it really loads.
const PHOTO = readFileSync(
  new URL('../../scripts/demo/photos/merzouga-dunes-1.jpg', import.meta.url),
);

/** A gallery photo, with the captions given (none, one or both). */
export async function uploadGalleryPhoto(
  admin: APIRequestContext,
  name: string,
  captions: { caption?: string; caption_fr?: string },
): Promise<void> {
  const uploaded = await admin.post('/api/media/gallery/upload', {
    multipart: { ...captions, file: { name, mimeType: 'image/jpeg', buffer: PHOTO } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

/**
 * A visitor's message in the inbox. The contact form allows 5 messages per address in 15 minutes,
 * and the suite's contact and inbox specs spend them all (one machine is one address), so the
 * message is written into the messaging service's database, as it stores a sent form; its state
 * then changes through the API. Answers its id.
 */
export async function receiveContactMessage(message: {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: 'en' | 'fr';
}): Promise<number> {
  const db = new Database(`${DATA_DIR}/messaging.sqlite`);
  try {
    const inserted = db
      .prepare(
        'INSERT INTO contact_messages (name, email, subject, message, language) VALUES (?, ?, ?, ?, ?)',
      )
      .run(message.name, message.email, message.subject, message.message, message.language);
    return Number(inserted.lastInsertRowid);
  } finally {
    db.close();
  }
}

export async function setInboxState(
  admin: APIRequestContext,
  id: number,
  state: 'new' | 'read' | 'handled',
): Promise<void> {
  const changed = await admin.patch(`/api/messaging/inbox/${id}`, { data: { state } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/**
 * Makes the whole data set (a few seconds). `admin` is signed in; `visitor` is an anonymous
 * client, as customers book and review.
 */
export async function createDashboardStates(
  admin: APIRequestContext,
  visitor: APIRequestContext,
): Promise<DashboardStates> {
  const marker = `${Date.now()}`;
  const today = todayIn();
  // Within the Overview's week: today + 2 to today + 5.
  const dates = {
    withBookings: addDays(today, 2),
    other: addDays(today, 3),
    full: addDays(today, 4),
    stopped: addDays(today, 5),
  };
  // Asks a 30 % deposit, so a booking's page shows the deposit still due.
  const tour = await createDayTour(admin, `Dashboard states ${marker}`, { deposit_percent: 30 });
  const reviewedTour = await createDayTour(admin, `Dashboard reviews ${marker}`);
  const emptyTour = await createDayTour(admin, `Dashboard empty ${marker}`);
  const customer = (name: string, extra: Partial<NewBooking> = {}): NewBooking => ({
    tour_id: tour.id,
    start_date: dates.withBookings,
    customer_name: name,
    email: `${asciiSlug(name)}-${marker}@example.com`,
    number_of_participants: 1,
    ...extra,
  });
  const details = {
    phone: '+212 612 345678',
    pickup_place: 'Riad Yasmine, Derb Sidi Bouloukat',
    special_requests: 'One vegetarian; a child seat for a four-year-old.',
  };

  // Not viewed, in each status, each with another balance: the rows the list marks.
  await book(visitor, customer('Amina Pending', { ...details, number_of_participants: 2 }));
  const confirmedNew = await book(visitor, customer('Bruno Confirmed', { language: 'fr' }));
  await setBookingStatus(admin, confirmedNew, 'confirmed');
  await recordPayment(admin, confirmedNew, 120);
  await addNote(admin, confirmedNew, 'Paid in full by transfer.');
  const cancelledNew = await book(
    visitor,
    customer('Chloé Cancelled', { start_date: dates.other }),
  );
  await recordPayment(admin, cancelledNew, 20);
  await setBookingStatus(admin, cancelledNew, 'cancelled');
  const completedNew = await book(
    visitor,
    customer('Driss Completed', { start_date: dates.other }),
  );
  await setBookingStatus(admin, completedNew, 'confirmed');
  await recordPayment(admin, completedNew, 150, 'Paid 30 euros too much: refund due');
  await completeBooking(admin, completedNew);

  // Viewed, and each with its own page scanned.
  const pending = await book(visitor, customer('Elena Viewed'));
  await recordPayment(admin, pending, 20);
  await markBookingViewed(admin, pending);
  const confirmed = await book(
    visitor,
    customer('Farid Manifest', { ...details, number_of_participants: 2 }),
  );
  await setBookingStatus(admin, confirmed, 'confirmed');
  const voided = await recordPayment(admin, confirmed, 50, 'Wrong amount');
  await voidPayment(admin, confirmed, voided);
  await recordPayment(admin, confirmed, 72, 'Deposit');
  await setPaymentLink(admin, confirmed, 'https://pay.example.com/atlas/booking');
  await addNote(admin, confirmed, 'Pick-up at 8:00 at the riad door.');
  await addNote(admin, confirmed, 'Asked for a French-speaking guide.');
  await markBookingViewed(admin, confirmed);
  const overpaid = await book(visitor, customer('Gilles Overpaid'));
  await setBookingStatus(admin, overpaid, 'confirmed');
  await recordPayment(admin, overpaid, 200);
  await markBookingViewed(admin, overpaid);
  // The customer's mails are refused by the mail server: failed in the E-mail log and on the page.
  const cancelled = await book(
    visitor,
    customer('Hana Refused', { email: `refused-${marker}@example.com`, start_date: dates.other }),
  );
  await setBookingStatus(admin, cancelled, 'cancelled');
  await markBookingViewed(admin, cancelled);
  const completed = await book(visitor, customer('Idris Unpaid', { start_date: dates.other }));
  await setBookingStatus(admin, completed, 'confirmed');
  await completeBooking(admin, completed);
  await markBookingViewed(admin, completed);

  // A full departure (6 of its own 6 seats: four confirmed, two awaiting a decision) and a
  // stopped one.
  await setDeparture(admin, tour.id, dates.full, { capacity: 6, sales_stopped: false });
  const full = await book(
    visitor,
    customer('Jamal Group', { start_date: dates.full, number_of_participants: 4 }),
  );
  await setBookingStatus(admin, full, 'confirmed');
  await markBookingViewed(admin, full);
  await book(
    visitor,
    customer('Karima Last', { start_date: dates.full, number_of_participants: 2 }),
  );
  await setDeparture(admin, tour.id, dates.stopped, { capacity: 4, sales_stopped: true });

  // Its settings: a group price (after the bookings, which keep the price they were made at) and
  // a tag.
  await addGroupPrice(admin, tour.id, {
    min_participants: 4,
    max_participants: 12,
    price_per_person: 100,
  });
  await tagTour(admin, tour.id);

  // Reviews: shown and answered, shown without text, hidden, hidden and answered.
  const reviews: {
    hidden: boolean;
    answer: string | null;
    text: string | null;
    language: 'en' | 'fr';
  }[] = [
    {
      hidden: false,
      answer: 'Thank you, come back in spring!',
      text: 'Lovely day.',
      language: 'en',
    },
    { hidden: false, answer: null, text: null, language: 'fr' },
    { hidden: true, answer: null, text: 'Too long in the carpet shop.', language: 'en' },
    {
      hidden: true,
      answer: 'Merci, nous avons changé l’arrêt.',
      text: 'Trop de boutiques.',
      language: 'fr',
    },
  ];
  for (const [index, review] of reviews.entries()) {
    const id = await book(visitor, {
      tour_id: reviewedTour.id,
      start_date: today,
      customer_name: `Reviewer ${index + 1}`,
      email: `reviewer-${index + 1}-${marker}@example.com`,
      number_of_participants: 1,
      language: review.language,
    });
    await setBookingStatus(admin, id, 'confirmed');
    const token = await completeBooking(admin, id);
    await markBookingViewed(admin, id);
    const reviewId = await submitReview(visitor, token, {
      rating: 5 - index,
      customer_name: `Reviewer ${index + 1}`,
      review_text: review.text,
    });
    if (review.hidden) await hideReview(admin, reviewId);
    if (review.answer) await answerReview(admin, reviewId, review.answer);
  }

  // Gallery photos without captions and with only the French one, beside the demo's.
  await uploadGalleryPhoto(admin, `no-caption-${marker}.jpg`, {});
  await uploadGalleryPhoto(admin, `french-only-${marker}.jpg`, {
    caption_fr: 'Le souk des teinturiers',
  });

  // Inbox: new, read and handled, in both languages.
  const states = ['new', 'read', 'handled'] as const;
  for (const [index, state] of states.entries()) {
    const id = await receiveContactMessage({
      name: `Visitor ${index + 1}`,
      email: `visitor-${index + 1}-${marker}@example.com`,
      subject: `Question ${index + 1} ${marker}`,
      message: 'Is the Agafay camp open in January? We are four, with two children.',
      language: index === 1 ? 'fr' : 'en',
    });
    if (state !== 'new') await setInboxState(admin, id, state);
  }

  return {
    tour,
    dates,
    reviewedTour,
    emptyTour,
    pages: { pending, confirmed, cancelled, completed },
  };
}

/**
 * The data set, made once per run and kept in the site's data folder: the specs that scan the
 * dashboard (e2e/phone-layouts.spec.ts) read it from there, and a worker that restarts after a
 * failed test does not make a second one.
 */
export async function dashboardStatesOnce(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<DashboardStates> {
  const file = `${DATA_DIR}/dashboard-states.json`;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DashboardStates;
  const admin = await adminApi(playwright, baseURL);
  const visitor = await playwright.request.newContext({ baseURL });
  const states = await createDashboardStates(admin, visitor);
  await Promise.all([admin.dispose(), visitor.dispose()]);
  writeFileSync(file, JSON.stringify(states));
  return states;
}
