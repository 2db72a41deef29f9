import { describe, expect, it } from 'vitest';
import { isPhoneNumber, SiteSettingsInputSchema } from './settings';

describe('operator settings contract', () => {
  it.each(['+212 612-345678', '+212612345678', '0612 34 56 78', '+33 (0)1 23 45 67 89'])(
    'reads %s as a phone number',
    (value) => expect(isPhoneNumber(value)).toBe(true),
  );

  it.each([
    '+212 6XX-XXXXXX',
    '12345',
    '06 12',
    '0612 345',
    '+1234567890123456',
    '+212 612 345678 ext 4',
    '++212',
  ])('refuses %s as a phone number', (value) => expect(isPhoneNumber(value)).toBe(false));
});

describe('the promotion (docs/decisions/042)', () => {
  const imageOf = (promotion_image_url: string) =>
    SiteSettingsInputSchema.safeParse({ promotion_image_url }).success;

  it('takes an image uploaded to this site or an https:// one', () => {
    expect(imageOf('/api/media/files/ab12cd.jpg')).toBe(true);
    expect(imageOf('https://cdn.example.com/spring.jpg')).toBe(true);
    expect(imageOf('')).toBe(true);
  });

  it.each(['//evil.example/x.jpg', 'http://cdn.example.com/x.jpg', 'javascript:alert(1)', '/a b'])(
    'refuses %s as its image',
    (value) => expect(imageOf(value)).toBe(false),
  );

  it('links only to https:// and bounds its text', () => {
    expect(SiteSettingsInputSchema.safeParse({ promotion_url: 'http://x.ma' }).success).toBe(false);
    expect(SiteSettingsInputSchema.safeParse({ promotion_text: 'x'.repeat(301) }).success).toBe(
      false,
    );
    expect(SiteSettingsInputSchema.safeParse({ operator_language: 'de' }).success).toBe(false);
  });
});

describe('the logo (docs/decisions/065)', () => {
  const logoOf = (logo_url: string) => SiteSettingsInputSchema.safeParse({ logo_url }).success;

  it('takes an image uploaded to this site or an https:// one, and none', () => {
    expect(logoOf('/api/media/files/ab12cd.png')).toBe(true);
    expect(logoOf('https://cdn.example.com/logo.png')).toBe(true);
    expect(logoOf('')).toBe(true);
  });

  it.each([
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    'http://x.ma/l.png',
    'data:image/png;base64,AA',
  ])('refuses %s', (value) => expect(logoOf(value)).toBe(false));
});
