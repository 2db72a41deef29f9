import { describe, expect, it } from 'vitest';
import { TooManyMainImagesError, normalizeTourImages, pickMainImage } from './tour-images';

const image = (
  url: string,
  extra: Partial<{ is_main: boolean; display_order: number; alt_text: string }> = {},
) => ({
  image_url: url,
  is_main: false,
  ...extra,
});

describe('normalizeTourImages', () => {
  it('makes the first image main when none is', () => {
    const result = normalizeTourImages([image('/a.jpg'), image('/b.jpg')]);
    expect(result.map((i) => i.is_main)).toEqual([true, false]);
  });

  it('keeps the chosen main image', () => {
    const result = normalizeTourImages([image('/a.jpg'), image('/b.jpg', { is_main: true })]);
    expect(result.map((i) => i.is_main)).toEqual([false, true]);
  });

  it('refuses two main images', () => {
    expect(() =>
      normalizeTourImages([image('/a.jpg', { is_main: true }), image('/b.jpg', { is_main: true })]),
    ).toThrow(TooManyMainImagesError);
  });

  it('drops empty URLs and renumbers display_order from 0', () => {
    const result = normalizeTourImages([
      image('/a.jpg', { display_order: 0 }),
      image('  ', { display_order: 1, is_main: true }),
      image('/c.jpg', { display_order: 2 }),
    ]);
    expect(result).toEqual([
      { image_url: '/a.jpg', is_main: true, display_order: 0, alt_text: null },
      { image_url: '/c.jpg', is_main: false, display_order: 1, alt_text: null },
    ]);
  });

  it('orders by display_order, then by position', () => {
    const result = normalizeTourImages([
      image('/late.jpg', { display_order: 5 }),
      image('/early.jpg', { display_order: 1 }),
      image('/unnumbered.jpg'),
    ]);
    expect(result.map((i) => i.image_url)).toEqual(['/early.jpg', '/unnumbered.jpg', '/late.jpg']);
  });

  it('trims alt text and stores empty alt text as null', () => {
    const result = normalizeTourImages([
      image('/a.jpg', { alt_text: '  Dunes at dawn ' }),
      image('/b.jpg', { alt_text: ' ' }),
    ]);
    expect(result.map((i) => i.alt_text)).toEqual(['Dunes at dawn', null]);
  });

  it('returns no images for none', () => {
    expect(normalizeTourImages([])).toEqual([]);
  });
});

describe('pickMainImage', () => {
  it('prefers the main image, then the first in order', () => {
    expect(
      pickMainImage([
        { is_main: false, display_order: 1 },
        { is_main: true, display_order: 2 },
      ])?.display_order,
    ).toBe(2);
    expect(
      pickMainImage([
        { is_main: false, display_order: 1 },
        { is_main: false, display_order: 0 },
      ])?.display_order,
    ).toBe(0);
    expect(pickMainImage([])).toBeUndefined();
  });
});
