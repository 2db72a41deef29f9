import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';
import { SiteSettingsInputSchema } from './settings';
import { ImageUrlSchema } from './tours';

/** Every spelling a browser reads as another site's address (docs/security.md, Validation). */
const ELSEWHERE = [
  '//evil.test/x.png',
  '/\\evil.test/x.png',
  '\\\\evil.test/x.png',
  '\\/evil.test/x.png',
  '/%5Cevil.test/x.png',
  '/%5cevil.test/x.png',
  '/%2F/evil.test/x.png',
  '/%2fevil.test/x.png',
  '/\t/evil.test/x.png',
  '/\n/evil.test/x.png',
  '/\r\n/evil.test/x.png',
  '/api/media/files/x.png\\..\\..\\evil',
  '/api/media/files/a b.png',
  '/',
  'api/media/files/x.png',
  '',
];

const ON_THIS_SITE = ['/api/media/files/ab12cd.jpg', '/api/placeholder/800/600', '/x'];

describe('isSitePath', () => {
  it.each(ON_THIS_SITE)('takes %j', (path) => expect(isSitePath(path)).toBe(true));

  it.each(ELSEWHERE)('refuses %j', (path) => expect(isSitePath(path)).toBe(false));
});

describe('the image addresses that take a site path', () => {
  const tourImage = (value: string) => ImageUrlSchema.safeParse(value).success;
  const promotionImage = (value: string) =>
    SiteSettingsInputSchema.safeParse({ promotion_image_url: value }).success;

  // The empty value means "none" in both; every other spelling above is refused.
  it.each(ELSEWHERE.filter((path) => path !== ''))(
    'refuses %j as a tour photo and as the promotion’s image',
    (path) => {
      expect(tourImage(path)).toBe(false);
      expect(promotionImage(path)).toBe(false);
    },
  );

  it('still takes this site’s paths and https addresses', () => {
    for (const path of [...ON_THIS_SITE, 'https://cdn.example.com/a.jpg']) {
      expect(tourImage(path)).toBe(true);
      expect(promotionImage(path)).toBe(true);
    }
  });
});
