import { describe, expect, it } from 'vitest';
import { GalleryCaptionsInputSchema, GalleryItemSchema } from './media';
import { ReviewInvitationInputSchema, ReviewSchema, ReviewSubmissionSchema } from './reviews';
import { TAG_LIMITS, TagInputSchema, TagSchema } from './tours';

// docs/decisions/041-bilingual-tags-and-captions.md: what the operator writes in both languages.
describe('a tag’s names', () => {
  it('takes an optional French name, trimmed, blank meaning none', () => {
    expect(TagInputSchema.parse({ name: 'Desert', icon: '🏜️' }).name_fr).toBeNull();
    expect(TagInputSchema.parse({ name: 'Desert', name_fr: ' Désert ', icon: '🏜️' }).name_fr).toBe(
      'Désert',
    );
    expect(TagInputSchema.parse({ name: 'Desert', name_fr: '  ', icon: '🏜️' }).name_fr).toBeNull();
    expect(TagInputSchema.parse({ name: 'Desert', name_fr: null, icon: '🏜️' }).name_fr).toBeNull();
  });

  it('bounds the French name like the English one, and refuses control characters', () => {
    const long = 'é'.repeat(TAG_LIMITS.name + 1);
    expect(TagInputSchema.safeParse({ name: 'Desert', name_fr: long, icon: '🏜️' }).success).toBe(
      false,
    );
    expect(
      TagInputSchema.safeParse({ name: 'Desert', name_fr: 'Dé\u202esert', icon: '🏜️' }).success,
    ).toBe(false);
  });

  it('answers the stored French beside the name shown', () => {
    expect(TagSchema.safeParse({ id: 1, name: 'Désert', icon: '🏜️' }).success).toBe(false);
    expect(TagSchema.parse({ id: 1, name: 'Désert', icon: '🏜️', name_fr: 'Désert' }).name_fr).toBe(
      'Désert',
    );
  });
});

describe('a gallery item’s captions', () => {
  it('takes both captions, blank or absent meaning none', () => {
    expect(GalleryCaptionsInputSchema.parse({})).toEqual({ caption: null, caption_fr: null });
    expect(GalleryCaptionsInputSchema.parse({ caption: ' Dunes ', caption_fr: '' })).toEqual({
      caption: 'Dunes',
      caption_fr: null,
    });
  });

  it('refuses an over-long or multi-line caption in either language', () => {
    expect(GalleryCaptionsInputSchema.safeParse({ caption_fr: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(GalleryCaptionsInputSchema.safeParse({ caption: 'a\nb' }).success).toBe(false);
  });

  it('answers the stored English and French beside the caption shown', () => {
    const item = {
      id: 1,
      url: '/a.jpg',
      variants: [],
      width: 1,
      height: 1,
      mime_type: 'image/jpeg',
      file_size: 1,
      filename: 'a.jpg',
      caption: 'Dunes',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(GalleryItemSchema.safeParse(item).success).toBe(false);
    expect(
      GalleryItemSchema.safeParse({ ...item, caption_en: 'Dunes', caption_fr: null }).success,
    ).toBe(true);
  });
});

describe('a review’s language', () => {
  it('is optional in the form, English or French only', () => {
    const review = { rating: 5, customer_name: 'Léa' };
    expect(ReviewSubmissionSchema.parse(review).lang).toBeUndefined();
    expect(ReviewSubmissionSchema.parse({ ...review, lang: 'fr' }).lang).toBe('fr');
    expect(ReviewSubmissionSchema.safeParse({ ...review, lang: 'de' }).success).toBe(false);
  });

  it('defaults to English in an invitation that does not say, and is always answered', () => {
    const invitation = { booking_id: 1, tour_id: 1, customer_name: 'Léa', email: 'lea@example.fr' };
    expect(ReviewInvitationInputSchema.parse(invitation).language).toBe('en');
    expect(ReviewInvitationInputSchema.parse({ ...invitation, language: 'fr' }).language).toBe(
      'fr',
    );
    const answered = {
      id: 1,
      tour_id: 1,
      customer_name: 'Léa',
      rating: 5,
      review_text: null,
      created_at: '2026-01-01T00:00:00.000Z',
      is_verified: true,
      answer: null,
      answered_at: null,
    };
    expect(ReviewSchema.safeParse(answered).success).toBe(false);
    expect(ReviewSchema.safeParse({ ...answered, lang: 'fr' }).success).toBe(true);
  });
});
