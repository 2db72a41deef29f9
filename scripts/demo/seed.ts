/**
 * The demo seed (docs/decisions/029): an HTTP client of a running site that fills an empty one
 * with the demo catalogue as an operator would. It signs in, uploads each photo and creates the
 * tours, tiers and tags through the admin endpoints, uploads the gallery, and gets its reviews the
 * way customers leave them: a public booking, confirmed and completed by the admin, whose review
 * link is then used. No service knows any of this content.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@mt/contracts/auth';
import { DEFAULT_BOOKING_HORIZON_MONTHS } from '@mt/contracts/booking-dates';
import {
  BookingCompletionSchema,
  BookingSchema,
  createBookingSchemas,
} from '@mt/contracts/bookings';
import { GalleryItemSchema, StoredImageSchema } from '@mt/contracts/media';
import { ReviewSchema, ReviewSubmissionSchema } from '@mt/contracts/reviews';
import {
  GroupPricingInputSchema,
  TagInputSchema,
  TagSchema,
  TourInputSchema,
  TourSchema,
  type TagInput,
  type TourInput,
} from '@mt/contracts/tours';
import { countTripDays, todayIn } from '@mt/domain/trip-dates';
import { z } from 'zod';
import {
  DEMO_GALLERY,
  DEMO_REVIEWS,
  DEMO_TAGS,
  DEMO_TOURS,
  type DemoGalleryPhoto,
  type DemoReview,
  type DemoTour,
} from './content';

export const DEMO_PHOTOS_DIR = fileURLToPath(new URL('./photos/', import.meta.url));

export interface DemoContent {
  tags: TagInput[];
  tours: DemoTour[];
  reviews: DemoReview[];
  gallery: DemoGalleryPhoto[];
}

export const DEMO_CONTENT: DemoContent = {
  tags: DEMO_TAGS,
  tours: DEMO_TOURS,
  reviews: DEMO_REVIEWS,
  gallery: DEMO_GALLERY,
};

export interface SeedOptions {
  /**
   * The site as visitors reach it (the Node gateway or nginx), or where each path goes when
   * there is no gateway (the memory bench runs the services alone).
   */
  siteUrl: string | ((path: string) => string | URL);
  admin: { email: string; password: string };
  content?: DemoContent;
  photosDir?: string;
  log?: (line: string) => void;
}

export type SeedResult =
  | { seeded: true; tours: number; photos: number; reviews: number; ms: number }
  | { seeded: false; reason: string };

/** The tour as the admin form would send it, with the uploaded photos' addresses. */
export function tourInput(demo: DemoTour, urlOf: (photo: string) => string): TourInput {
  const { images, ...tour } = demo.tour;
  return {
    ...tour,
    images: images.map(({ photo, ...image }) => ({ ...image, image_url: urlOf(photo) })),
  };
}

/**
 * Every request the seed will send is checked against the contracts first, so content the site
 * would refuse fails here, before anything is written.
 */
export function validateContent(content: DemoContent, today: string): void {
  const { BookingInputSchema } = createBookingSchemas({
    today: () => today,
    horizonMonths: DEFAULT_BOOKING_HORIZON_MONTHS,
  });
  const tagNames = new Set(content.tags.map((tag) => TagInputSchema.parse(tag).name));
  for (const demo of content.tours) {
    TourInputSchema.parse(tourInput(demo, (photo) => `/api/media/files/${photo}.jpg`));
    for (const tier of demo.tiers) GroupPricingInputSchema.parse(tier);
    for (const name of demo.tag_names) {
      if (!tagNames.has(name)) throw new Error(`a demo tour names an unknown tag: ${name}`);
    }
  }
  content.reviews.forEach((entry, index) => {
    const demo = content.tours[entry.tour];
    if (!demo) throw new Error(`demo review ${index} names no tour`);
    BookingInputSchema.parse({
      ...entry.booking,
      tour_id: 1,
      start_date: today,
    });
    // docs/decisions/053: the review link opens on the trip's last day.
    if (countTripDays(demo.tour.duration) !== 1 || (demo.tour.available_dates ?? []).length > 0) {
      throw new Error(`demo review ${index} is of a tour that cannot end the day it is seeded`);
    }
    ReviewSubmissionSchema.parse(entry.review);
  });
}

class SeedError extends Error {}

/** A signed-in HTTP client of the site, whose failures name the request and the answer. */
function siteClient(siteUrl: SeedOptions['siteUrl']) {
  let cookie: string | undefined;

  async function send<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = typeof siteUrl === 'string' ? new URL(path, siteUrl) : siteUrl(path);
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const detail = (() => {
        try {
          return (JSON.parse(text) as { detail?: string }).detail ?? text;
        } catch {
          return text;
        }
      })();
      throw new SeedError(`${method} ${path} answered ${response.status}: ${detail.slice(0, 200)}`);
    }
    if (path === '/api/auth/login') {
      const session = response.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      if (!session) throw new SeedError('POST /api/auth/login set no session cookie');
      cookie = session.split(';')[0];
    }
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(text ? JSON.parse(text) : undefined);
    if (!parsed.success) throw new SeedError(`${method} ${path} answered an unexpected body`);
    return parsed.data;
  }
  return send;
}

function photoForm(
  file: Buffer,
  name: string,
  captions: { caption?: string; caption_fr?: string } = {},
): FormData {
  const form = new FormData();
  if (captions.caption !== undefined) form.append('caption', captions.caption);
  if (captions.caption_fr !== undefined) form.append('caption_fr', captions.caption_fr);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `${name}.jpg`);
  return form;
}

const Listed = z.array(z.unknown());

/**
 * Seeds the demo content into the site at `siteUrl`, if it is empty: no tour and no gallery
 * photo. Throws an Error whose message is one line saying which request failed and why.
 */
export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const content = options.content ?? DEMO_CONTENT;
  const photosDir = options.photosDir ?? DEMO_PHOTOS_DIR;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const send = siteClient(options.siteUrl);
  const today = todayIn();
  validateContent(content, today);

  const [tours, gallery] = await Promise.all([
    send('GET', '/api/tours/tours', Listed),
    send('GET', '/api/media/gallery', Listed),
  ]);
  if (tours.length > 0 || gallery.length > 0) {
    return { seeded: false, reason: 'the site already has tours or gallery photos' };
  }

  await send('POST', '/api/auth/login', null, options.admin);
  const photo = (name: string) => readFile(`${photosDir}${name}.jpg`);

  // Tags the operator may already have made are reused by name.
  const tagIds = new Map(
    (await send('GET', '/api/tours/tags', z.array(TagSchema))).map((tag) => [tag.name, tag.id]),
  );
  for (const tag of content.tags) {
    if (tagIds.has(tag.name)) continue;
    tagIds.set(tag.name, (await send('POST', '/api/tours/tags', TagSchema, tag)).id);
  }

  let uploads = 0;
  const tourIds: number[] = [];
  for (const demo of content.tours) {
    const urls = new Map<string, string>();
    // Two at a time: media processes each upload on one core, the machine may have two.
    const names = demo.tour.images.map((image) => image.photo);
    for (let index = 0; index < names.length; index += 2) {
      await Promise.all(
        names.slice(index, index + 2).map(async (name) => {
          const stored = await send(
            'POST',
            '/api/media/upload/tour-image',
            StoredImageSchema,
            photoForm(await photo(name), name),
          );
          urls.set(name, stored.url);
        }),
      );
    }
    uploads += names.length;
    const tour = await send(
      'POST',
      '/api/tours/tours',
      TourSchema,
      tourInput(demo, (name) => urls.get(name)!),
    );
    for (const tier of demo.tiers) {
      await send('POST', `/api/tours/tours/${tour.id}/group-pricing`, null, tier);
    }
    for (const name of demo.tag_names) {
      await send('POST', `/api/tours/tours/${tour.id}/tags`, null, { tag_id: tagIds.get(name) });
    }
    tourIds.push(tour.id);
  }
  log(`demo: ${content.tours.length} tours with ${uploads} photos`);

  for (const item of content.gallery) {
    await send(
      'POST',
      '/api/media/gallery/upload',
      GalleryItemSchema,
      photoForm(await photo(item.photo), item.photo, item),
    );
  }

  // Reviews exist only for completed bookings: each one is booked, seen, confirmed and completed,
  // on a one-day trip of today, whose link opens today (docs/decisions/053).
  for (const entry of content.reviews) {
    const booking = await send('POST', '/api/bookings/bookings', BookingSchema, {
      ...entry.booking,
      tour_id: tourIds[entry.tour],
      start_date: today,
    });
    // Seen by the operator, as they would have: a new site's dashboard has no unread bookings.
    await send('PATCH', `/api/bookings/bookings/${booking.id}/mark-viewed`, BookingSchema);
    await send('PUT', `/api/bookings/bookings/${booking.id}`, BookingSchema, {
      status: 'confirmed',
    });
    const completion = await send(
      'POST',
      `/api/bookings/${booking.id}/complete`,
      BookingCompletionSchema,
    );
    await send(
      'POST',
      `/api/tours/reviews/submit/${encodeURIComponent(completion.review_token)}`,
      ReviewSchema,
      entry.review,
    );
  }

  return {
    seeded: true,
    tours: content.tours.length,
    photos: uploads + content.gallery.length,
    reviews: content.reviews.length,
    ms: Date.now() - started,
  };
}

/** Any failure of the seed as one line: a refused request, content the contracts refuse, a fault. */
export function describeSeedError(error: unknown): string {
  if (error instanceof z.ZodError) {
    return `the demo content is invalid: ${error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return [message, cause].filter(Boolean).join(': ').replace(/\s+/g, ' ');
}
