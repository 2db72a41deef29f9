import { operator } from '../config/operator';
import { paths } from '../config/paths';

/** Who runs the trips, as a tour's provider names it: the site itself. */
export function travelAgencyReference(origin: string, name: string) {
  return { '@type': 'TravelAgency', name, url: `${origin}/` } as const;
}

/**
 * schema.org TravelAgency of the home page: the operator, with the contact facts the footer and
 * the contact page show (config/operator.ts).
 */
export function buildTravelAgencyJsonLd({
  origin,
  name,
  description,
}: {
  origin: string;
  name: string;
  description: string;
}) {
  return {
    '@context': 'https://schema.org',
    ...travelAgencyReference(origin, name),
    description,
    telephone: operator.telephone,
    email: operator.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: operator.address.locality,
      addressCountry: operator.address.countryCode,
    },
    image: new URL(paths.shareImage, origin).href,
  };
}
