/**
 * Every screen's path (docs/product.md, Screens), in one place for the router, links and
 * redirects.
 */
export const paths = {
  home: '/',
  tours: '/tours',
  tourDetail: (id: string | number) => `/tours/${encodeURIComponent(String(id))}`,
  booking: '/booking',
  gallery: '/gallery',
  contact: '/contact',
  admin: '/admin',
  review: (token: string) => `/review/${encodeURIComponent(token)}`,
  /** The site's own link-preview picture (1200×630), for pages without a photo of their own. */
  shareImage: '/og-image.png',
} as const;
