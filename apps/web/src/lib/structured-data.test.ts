import { describe, expect, it } from 'vitest';

import { TravelAgencySchema } from '../testing/schema-org';
import { buildTravelAgencyJsonLd } from './structured-data';

const origin = 'https://tours.example.ma';

describe("the home page's TravelAgency and the operator settings (docs/decisions/039)", () => {
  it("names the operator's business, contact facts, street, map and pages once set", () => {
    const agency = TravelAgencySchema.parse(
      buildTravelAgencyJsonLd({
        origin,
        name: 'Morocco Tourism',
        description: 'Tours from Marrakech.',
        details: {
          businessName: 'Atlas Trails',
          telephone: '+212 612-345678',
          email: 'hello@atlas-trails.ma',
          streetAddress: '12 Derb Sidi Bouloukat',
          mapUrl: 'https://maps.app.goo.gl/abc123',
          social: { facebook: 'https://facebook.com/atlastrails' },
        },
      }),
    );
    expect(agency.name).toBe('Atlas Trails');
    expect(agency.telephone).toBe('+212 612-345678');
    expect(agency.email).toBe('hello@atlas-trails.ma');
    expect(agency.address.streetAddress).toBe('12 Derb Sidi Bouloukat');
    expect(agency.hasMap).toBe('https://maps.app.goo.gl/abc123');
    expect(agency.sameAs).toEqual(['https://facebook.com/atlastrails']);
  });

  it('keeps the site name and the placeholders, with no empty street, map or pages', () => {
    const agency = buildTravelAgencyJsonLd({ origin, name: 'Morocco Tourism', description: 'x' });
    expect(agency.name).toBe('Morocco Tourism');
    expect(agency.telephone).toBe('+212 6XX-XXXXXX');
    expect(agency).not.toHaveProperty('hasMap');
    expect(agency).not.toHaveProperty('sameAs');
    expect(agency.address).not.toHaveProperty('streetAddress');
  });
});
