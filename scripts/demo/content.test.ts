import { GroupPricingInputSchema, TagInputSchema, TourInputSchema } from '@mt/contracts/tours';
import { countTripDays, todayIn } from '@mt/domain/trip-dates';
import { describe, expect, it } from 'vitest';
import { DEMO_GALLERY, DEMO_REVIEWS, DEMO_TAGS, DEMO_TOURS } from './content';
import { DEMO_CONTENT, tourInput, validateContent } from './seed';

const withUrls = (demo: (typeof DEMO_TOURS)[number]) =>
  tourInput(demo, (photo) => `/api/media/files/${photo}.jpg`);

const HALF_DAY = /half day/i;
const DAY_COUNT = /\d+\s*days?/i;
const JOUR_COUNT = /\d+\s*jours?/i;
const FRENCH_FIELDS = [
  'title_fr',
  'description_fr',
  'duration_fr',
  'location_fr',
  'includes_fr',
  'meeting_point_fr',
] as const;
/** What a Quill editor produces and the sanitizer keeps; no attributes at all. */
const ALLOWED_TAG = /^<\/?(p|h2|h3|strong|em|ul|ol|li)>$/;

const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const tourCases = DEMO_TOURS.map((demo) => [demo.tour.title, demo] as const);

describe('DEMO_TOURS', () => {
  it('has the six required destinations first, in catalogue order', () => {
    expect(DEMO_TOURS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_TOURS.length).toBeLessThanOrEqual(8);
    const titles = DEMO_TOURS.map((demo) => demo.tour.title);
    [/Merzouga/, /Agafay/, /Toubkal|Atlas/, /Ourika/, /medina/i, /Essaouira/].forEach(
      (pattern, index) => expect(titles[index]).toMatch(pattern),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(tourCases)('%s parses without losing images', (_title, demo) => {
    const { tour } = demo;
    const parsed = TourInputSchema.parse(withUrls(demo));
    expect(parsed.images).toHaveLength(tour.images?.length ?? -1);
    expect(parsed.includes).toEqual(tour.includes);
    expect(parsed.available_dates).toEqual(tour.available_dates);
  });

  it.each(tourCases)('%s has all five French fields', (_title, { tour }) => {
    for (const field of FRENCH_FIELDS) {
      const value = tour[field];
      expect(value, field).toBeTruthy();
      expect(value?.length, field).toBeGreaterThan(0);
    }
    expect(tour.includes_fr).toHaveLength(tour.includes?.length ?? -1);
    expect(tour.title_fr).not.toBe(tour.title);
    expect(tour.description_fr).not.toBe(tour.description);
  });

  it.each(tourCases)('%s has a realistic shape', (_title, { tour }) => {
    expect(tour.max_participants).toBeGreaterThanOrEqual(8);
    expect(tour.max_participants).toBeLessThanOrEqual(16);
    expect(tour.includes?.length).toBeGreaterThanOrEqual(4);
    expect(tour.includes?.length).toBeLessThanOrEqual(8);
    expect(tour.difficulty_level).toBeDefined();
  });

  it.each(tourCases)('%s has a day count in its duration unless half-day', (_title, { tour }) => {
    if (HALF_DAY.test(tour.duration)) {
      expect(tour.duration).not.toMatch(DAY_COUNT);
      expect(tour.duration_fr).toMatch(/^Demi-journée/);
      expect(tour.duration_fr).not.toMatch(JOUR_COUNT);
    } else {
      expect(tour.duration).toMatch(DAY_COUNT);
      expect(tour.duration_fr).toMatch(JOUR_COUNT);
      expect(countTripDays(tour.duration_fr ?? '')).toBe(countTripDays(tour.duration));
    }
  });

  it('computes the expected trip lengths', () => {
    expect(DEMO_TOURS.map((demo) => countTripDays(demo.tour.duration)).slice(0, 6)).toEqual([
      3, 1, 2, 1, 1, 1,
    ]);
  });

  it.each(tourCases)('%s has 3-5 images and exactly one main image, the first', (_t, { tour }) => {
    const images = tour.images ?? [];
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.length).toBeLessThanOrEqual(5);
    expect(images.filter((image) => image.is_main)).toHaveLength(1);
    expect(images[0]?.is_main).toBe(true);
    images.forEach((image, index) => {
      expect(image.display_order).toBe(index);
      expect(image.photo).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(image.alt_text?.trim().length).toBeGreaterThan(10);
    });
  });

  it.each(tourCases)('%s has sanitizer-safe descriptions of 120-300 words', (_t, { tour }) => {
    for (const html of [tour.description ?? '', tour.description_fr ?? '']) {
      for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
      expect(html).toMatch(/^<p>/);
      expect(html).toMatch(/<h2>/);
      expect(wordCount(html)).toBeGreaterThanOrEqual(120);
      expect(wordCount(html)).toBeLessThanOrEqual(300);
    }
  });

  it('gives fixed departures, all ahead, to the Toubkal trek only', () => {
    const withDates = DEMO_TOURS.filter((demo) => (demo.tour.available_dates ?? []).length > 0);
    expect(withDates.map((demo) => demo.tour.title)).toEqual([expect.stringMatching(/Toubkal/)]);
    const dates = withDates[0]?.tour.available_dates ?? [];
    expect(dates.length).toBeGreaterThanOrEqual(8);
    expect(dates.length).toBeLessThanOrEqual(12);
    expect([...new Set(dates)].sort()).toEqual(dates);
    for (const date of dates) expect(date > todayIn()).toBe(true);
  });

  it('rates the Toubkal trek Challenging', () => {
    const toubkal = DEMO_TOURS.find((demo) => /Toubkal/.test(demo.tour.title));
    expect(toubkal?.tour.difficulty_level).toBe('Challenging');
  });

  it('has prices with at most two decimals', () => {
    for (const { tour, tiers } of DEMO_TOURS) {
      expect(hasTwoDecimalsAtMost(tour.price), tour.title).toBe(true);
      for (const tier of tiers) expect(hasTwoDecimalsAtMost(tier.price_per_person)).toBe(true);
    }
  });
});

describe('group pricing tiers', () => {
  it('are given to at least four tours', () => {
    expect(DEMO_TOURS.filter((demo) => demo.tiers.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it.each(tourCases)('%s: tiers parse, do not overlap and fit the group size', (_t, demo) => {
    const { tour, tiers } = demo;
    expect(tiers.length).toBeLessThanOrEqual(3);
    const sorted = tiers
      .map((tier) => GroupPricingInputSchema.parse(tier))
      .sort((a, b) => a.min_participants - b.min_participants);
    sorted.forEach((tier, index) => {
      expect(tier.min_participants).toBeGreaterThanOrEqual(1);
      expect(tier.max_participants).toBeLessThanOrEqual(tour.max_participants);
      expect(tier.price_per_person).toBeLessThan(tour.price);
      const previous = sorted[index - 1];
      if (previous) {
        expect(tier.min_participants).toBeGreaterThan(previous.max_participants);
        expect(tier.price_per_person).toBeLessThan(previous.price_per_person);
      }
    });
  });
});

describe('DEMO_TAGS', () => {
  it('has 8-12 distinct tags that parse', () => {
    expect(DEMO_TAGS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_TAGS.length).toBeLessThanOrEqual(12);
    for (const tag of DEMO_TAGS) expect(TagInputSchema.parse(tag)).toEqual(tag);
    expect(new Set(DEMO_TAGS.map((tag) => tag.name)).size).toBe(DEMO_TAGS.length);
  });

  it.each(tourCases)('%s links 2-5 existing tags', (_t, { tag_names }) => {
    const names = new Set(DEMO_TAGS.map((tag) => tag.name));
    expect(tag_names.length).toBeGreaterThanOrEqual(2);
    expect(tag_names.length).toBeLessThanOrEqual(5);
    expect(new Set(tag_names).size).toBe(tag_names.length);
    for (const name of tag_names) expect(names.has(name), name).toBe(true);
  });

  it('uses every tag at least once', () => {
    const used = new Set(DEMO_TOURS.flatMap((demo) => demo.tag_names));
    expect(DEMO_TAGS.filter((tag) => !used.has(tag.name))).toEqual([]);
  });
});

describe('reviews and gallery', () => {
  it('every request the seed sends passes the contracts', () => {
    expect(() => validateContent(DEMO_CONTENT, todayIn())).not.toThrow();
  });

  it('stay under the booking rate limit, one review per one-day tour, from example.com customers', () => {
    expect(DEMO_REVIEWS.length).toBeLessThanOrEqual(8);
    // docs/decisions/053: a review link opens on the trip's last day, and the seed books today.
    const oneDayTours = DEMO_TOURS.flatMap((demo, index) =>
      countTripDays(demo.tour.duration) === 1 && !demo.tour.available_dates?.length ? [index] : [],
    );
    expect(DEMO_REVIEWS.map((entry) => entry.tour).sort()).toEqual(oneDayTours);
    for (const { booking, review } of DEMO_REVIEWS) {
      expect(booking.email).toMatch(/@example\.com$/);
      expect(review.customer_name).toBe(booking.customer_name);
    }
  });

  it('gives the tours different ratings and texts in both languages', () => {
    expect(new Set(DEMO_REVIEWS.map((entry) => entry.review.rating)).size).toBeGreaterThan(1);
    expect(new Set(DEMO_REVIEWS.map((entry) => entry.booking.language))).toEqual(
      new Set(['en', 'fr']),
    );
  });

  it('captions every gallery photo in both languages', () => {
    for (const item of DEMO_GALLERY) {
      expect(item.caption.length).toBeGreaterThan(10);
      expect(item.caption_fr.length, item.photo).toBeGreaterThan(10);
      expect(item.caption_fr).not.toBe(item.caption);
    }
  });

  it('names every tag in French too (docs/decisions/041)', () => {
    for (const tag of DEMO_TAGS) expect(tag.name_fr, tag.name).toMatch(/\S/);
    expect(new Set(DEMO_TAGS.map((tag) => tag.name_fr)).size).toBe(DEMO_TAGS.length);
  });
});
