import { EMPTY_SETTINGS } from '@mt/contracts/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startToursService, type ToursHarness } from './harness';

let t: ToursHarness;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/tours/settings' });
const write = (payload: Record<string, unknown>, cookies: Record<string, string> = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/tours/settings', cookies, payload });

const DETAILS = {
  business_name: 'Atlas Trails',
  logo_url: '/api/media/files/0f3c9a1e-logo-400.webp',
  phone: '+212 612-345678',
  whatsapp: '+212612345678',
  email: 'hello@atlas-trails.ma',
  address: '12 Derb Sidi Bouloukat, Medina, Marrakech',
  opening_hours: 'Every day, 8am to 8pm',
  opening_hours_fr: 'Tous les jours, de 8 h à 20 h',
  facebook_url: 'https://facebook.com/atlastrails',
  instagram_url: 'https://www.instagram.com/atlastrails/',
  tripadvisor_url: '',
  licence_number: 'AV-2026-0042',
  map_url: 'https://maps.app.goo.gl/abc123',
  cancellation_policy: 'Free cancellation up to 48 hours before.\nAfter that, 50% is kept.',
  cancellation_policy_fr:
    "Annulation gratuite jusqu'à 48 heures avant.\nEnsuite, 50 % sont retenus.",
  operator_language: 'fr',
  promotion_image_url: '/api/media/files/spring.jpg',
  promotion_text: 'Spring offer: 10% off the desert tours',
  promotion_text_fr: 'Offre de printemps : -10 % sur les circuits du désert',
  promotion_url: 'https://atlas-trails.ma/spring',
};

describe('the operator settings (docs/decisions/039)', () => {
  it('answers every field empty on a new site: the placeholders show', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EMPTY_SETTINGS);
  });

  it('stores what the admin writes, trimmed, and keeps it across a restart', async () => {
    const response = await write({ ...DETAILS, business_name: '  Atlas Trails  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DETAILS);
    expect((await read()).json()).toEqual(DETAILS);

    const again = await t.restart();
    const afterRestart = await again.inject({ method: 'GET', url: '/api/tours/settings' });
    expect(afterRestart.json()).toEqual(DETAILS);
  });

  it('answers the new values at once, though the old ones were cached', async () => {
    const before = await read();
    expect(before.headers.etag).toBeDefined();
    await write({ phone: '+212 600 111222' });
    const after = await read();
    expect(after.json().phone).toBe('+212 600 111222');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('puts a field back to its placeholder when it is written empty or left out', async () => {
    await write(DETAILS);
    await write({ ...DETAILS, phone: '', licence_number: undefined });
    const settings = (await read()).json();
    expect(settings.phone).toBe('');
    expect(settings.licence_number).toBe('');
    expect(settings.email).toBe(DETAILS.email);
  });

  it('refuses a visitor: only a signed-in admin writes', async () => {
    expect((await write(DETAILS, {})).statusCode).toBe(401);
    expect((await read()).json()).toEqual(EMPTY_SETTINGS);
  });

  it.each([
    ['a phone with letters', { phone: '+212 6XX-XXXXXX' }, 'phone'],
    ['a phone too short', { whatsapp: '+212 12' }, 'whatsapp'],
    ['a phone of 16 digits', { phone: '+1234567890123456' }, 'phone'],
    ['an http link', { facebook_url: 'http://facebook.com/atlas' }, 'facebook_url'],
    ['a javascript: link', { map_url: 'javascript:alert(1)' }, 'map_url'],
    ['a logo on another site', { logo_url: '//evil.example/logo.png' }, 'logo_url'],
    ['a link with no host', { instagram_url: 'https://' }, 'instagram_url'],
    ['a language the site does not have', { operator_language: 'de' }, 'operator_language'],
    ['a bad e-mail', { email: 'hello@atlas' }, 'email'],
    ['a name too long', { business_name: 'A'.repeat(101) }, 'business_name'],
    ['a bidi override', { address: 'Medina \u202Eakech' }, 'address'],
    ['a line break in the hours', { opening_hours: 'Mon\nTue' }, 'opening_hours'],
    ['a policy too long', { cancellation_policy_fr: 'x'.repeat(5001) }, 'cancellation_policy_fr'],
  ])('refuses %s with 400 and names the field', async (_name, payload, path) => {
    const response = await write(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
    expect((await read()).json()).toEqual(EMPTY_SETTINGS);
  });
});
