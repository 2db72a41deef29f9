import { describe, expect, it } from 'vitest';
import { createBookingSchemas } from './bookings';
import { ContactDataSchema } from './messaging';
import { CaptionSchema } from './media';
import { ReviewSubmissionSchema } from './reviews';
import {
  isMultiLineText,
  isSingleLineText,
  multiLineText,
  singleLineText,
  UNSAFE_TEXT_MESSAGE,
} from './text';
import { TagInputSchema, TourInputSchema } from './tours';

const code = (point: number) => String.fromCodePoint(point);

/** Every character both rules refuse, named. */
const REFUSED_EVERYWHERE: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['LRE', '\u202A'],
  ['RLE', '\u202B'],
  ['PDF', '\u202C'],
  ['LRO', '\u202D'],
  ['RLO', '\u202E'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
  ['LRM', '\u200E'],
  ['RLM', '\u200F'],
  ['ALM', '\u061C'],
  ['BOM', '\uFEFF'],
  ['a lone surrogate', '\uD800'],
];

describe('the text rules', () => {
  it.each(REFUSED_EVERYWHERE)('refuse %s inside a line and inside a text', (_name, char) => {
    expect(isSingleLineText(`Sophie${char}Martin`)).toBe(false);
    expect(isMultiLineText(`Hello,\n${char}see you soon`)).toBe(false);
  });

  it('refuse every C0 and C1 control in a line, tab and line breaks included', () => {
    for (let point = 0; point <= 0x9f; point += 1) {
      if (point === 0x20) point = 0x7f;
      expect(isSingleLineText(`a${code(point)}b`), point.toString(16)).toBe(false);
    }
    expect(isSingleLineText('a\u2028b')).toBe(false);
    expect(isSingleLineText('a\u2029b')).toBe(false);
  });

  it('let a text keep tabs and line breaks, and nothing else of C0', () => {
    expect(isMultiLineText('Line one\r\nLine two\n\tindented')).toBe(true);
    for (let point = 0; point <= 0x1f; point += 1) {
      if ([0x09, 0x0a, 0x0d].includes(point)) continue;
      expect(isMultiLineText(`a${code(point)}b`), point.toString(16)).toBe(false);
    }
  });

  it.each([
    'Sophie Martin',
    'Zoë Élodie O’Brien-Lefèvre',
    'محمد الأمين',
    'יעל כהן',
    '王小明',
    'Family trip 👨‍👩‍👧 with an emoji made with joiners',
    '+33 6 12 34 56 78',
  ])('accept what people write: %s', (value) => {
    expect(isSingleLineText(value)).toBe(true);
    expect(isMultiLineText(value)).toBe(true);
  });

  it('report one message, on the field', () => {
    const result = singleLineText().max(10).safeParse('ab\u202Ecd');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path: [] }),
    ]);
    expect(multiLineText().safeParse('ok\n\tfine').success).toBe(true);
  });
});

describe('every single-line and multi-line field', () => {
  const refusedAt = (result: {
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) =>
    (result.error?.issues ?? [])
      .filter((issue) => issue.message === UNSAFE_TEXT_MESSAGE)
      .map((issue) => issue.path.join('.'));
  const RLO = '\u202E';

  it('in a booking', () => {
    const { BookingInputSchema } = createBookingSchemas({
      today: () => '2026-11-22',
      horizonMonths: 18,
    });
    const result = BookingInputSchema.safeParse({
      tour_id: 1,
      customer_name: `Sophie${RLO}Martin`,
      email: 'sophie@example.fr',
      phone: `+33 6${RLO}12`,
      start_date: '2026-12-10',
      number_of_participants: 2,
      special_requests: `Vegetarian\u0000`,
    });
    expect(refusedAt(result)).toEqual(['customer_name', 'phone', 'special_requests']);
  });

  it('in a contact message', () => {
    const result = ContactDataSchema.safeParse({
      name: `Karim${RLO}`,
      email: 'karim@example.ma',
      subject: 'Dates\r\nBcc: everyone@example.com',
      message: `A question about the desert tour\u001B[2J`,
    });
    expect(refusedAt(result)).toEqual(['name', 'subject', 'message']);
  });

  it('in a review', () => {
    const result = ReviewSubmissionSchema.safeParse({
      rating: 5,
      customer_name: `Anna\u2066`,
      review_text: `Wonderful\u0007`,
    });
    expect(refusedAt(result)).toEqual(['customer_name', 'review_text']);
  });

  it('in a tour, its images, a tag and a caption', () => {
    const result = TourInputSchema.safeParse({
      title: `Desert${RLO}`,
      description: `<p>Three days\u0000</p>`,
      price: 100,
      duration: `3 days\u0085`,
      location: `Merzouga\u200F`,
      max_participants: 10,
      includes: [`Din\uFEFFner`],
      images: [{ image_url: '/uploads/a\u0000.jpg', alt_text: `Dunes${RLO}` }],
      title_fr: `Désert\u202B`,
      location_fr: `Merzouga\t`,
      duration_fr: `3 jours\n2 nuits`,
    });
    expect(refusedAt(result)).toEqual([
      'title',
      'description',
      'duration',
      'location',
      'includes.0',
      'images.0.image_url',
      'images.0.alt_text',
      'title_fr',
      'duration_fr',
    ]);
    // A tab at either end is trimmed away, not refused.
    expect(refusedAt(result)).not.toContain('location_fr');
    expect(refusedAt(TagInputSchema.safeParse({ name: `Desert${RLO}`, icon: '🐪' }))).toEqual([
      'name',
    ]);
    expect(refusedAt(CaptionSchema.safeParse(`Sunset${RLO}`))).toEqual(['']);
  });
});
