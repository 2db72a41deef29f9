import { operator } from '../config/operator';
import { paths } from '../config/paths';
import type { OperatorDetails } from '../components/layout/operator-details';

type AgencyDetails = Pick<OperatorDetails, 'telephone' | 'email' | 'social'> &
  Partial<Pick<OperatorDetails, 'businessName' | 'logo' | 'streetAddress' | 'mapUrl'>>;

/** Who runs the trips, as a tour's provider names it: the site itself. */
export function travelAgencyReference(origin: string, name: string) {
  return { '@type': 'TravelAgency', name, url: `${origin}/` } as const;
}

/**
 * schema.org TravelAgency of the home page: the operator, with the contact facts the footer and
 * the contact page show (their settings, else config/operator.ts: docs/decisions/039).
 */
export function buildTravelAgencyJsonLd({
  origin,
  name,
  description,
  details = { telephone: operator.telephone, email: operator.email, social: {} },
}: {
  origin: string;
  /** The site's name, unless the operator has set the business name. */
  name: string;
  description: string;
  details?: AgencyDetails;
}) {
  const sameAs = Object.values(details.social);
  return {
    '@context': 'https://schema.org',
    ...travelAgencyReference(origin, details.businessName || name),
    description,
    telephone: details.telephone,
    email: details.email,
    address: {
      '@type': 'PostalAddress',
      ...(details.streetAddress && { streetAddress: details.streetAddress }),
      addressLocality: operator.address.locality,
      addressCountry: operator.address.countryCode,
    },
    ...(details.mapUrl && { hasMap: details.mapUrl }),
    ...(sameAs.length > 0 && { sameAs }),
    // The operator's logo once set (docs/decisions/065), as an address search engines can fetch.
    ...(details.logo && { logo: new URL(details.logo, origin).href }),
    image: new URL(paths.shareImage, origin).href,
  };
}
