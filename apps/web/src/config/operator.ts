/**
 * The operator's contact facts, in one place: the footer, the contact page and the home page's
 * structured data (lib/structured-data.ts) all read them here, so they never disagree. The
 * translated address line names the city from here too (common:footer.address).
 */
export const operator = {
  telephone: '+212 6XX-XXXXXX',
  email: 'info@example.com',
  address: {
    locality: 'Marrakech',
    /** ISO 3166-1 alpha-2, as schema.org's addressCountry expects. */
    countryCode: 'MA',
  },
} as const;
