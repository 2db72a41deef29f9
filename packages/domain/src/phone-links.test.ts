import { describe, expect, it } from 'vitest';
import { phoneLinks } from './phone-links';

describe('a guest’s phone as links', () => {
  it('calls the number as typed, without its spaces, and opens WhatsApp on its digits', () => {
    expect(phoneLinks('+212 661-23 45 67')).toEqual({
      call: 'tel:+212661234567',
      whatsapp: 'https://wa.me/212661234567',
    });
    expect(phoneLinks('0033 6 12 34 56 78')).toEqual({
      call: 'tel:0033612345678',
      whatsapp: 'https://wa.me/33612345678',
    });
  });

  it('calls a number typed without its country, and offers no WhatsApp guess', () => {
    expect(phoneLinks('06 12 34 56 78')).toEqual({ call: 'tel:0612345678', whatsapp: null });
  });

  it('offers no WhatsApp for an international number too short or too long to be one', () => {
    expect(phoneLinks('+33 12')?.whatsapp).toBeNull();
    expect(phoneLinks('+1234567890123456')?.whatsapp).toBeNull();
    expect(phoneLinks('+0 612 345 678')?.whatsapp).toBeNull();
  });

  it('offers nothing without a digit', () => {
    expect(phoneLinks(null)).toBeNull();
    expect(phoneLinks('   ')).toBeNull();
    expect(phoneLinks('ask at the riad')).toBeNull();
  });
});
