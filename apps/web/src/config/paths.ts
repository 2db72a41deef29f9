/** §2: every screen's path, in one place for the router, links and redirects. */
export const paths = {
  home: '/',
  tours: '/tours',
  tourDetail: (id: string | number) => `/tours/${encodeURIComponent(String(id))}`,
  booking: '/booking',
  gallery: '/gallery',
  contact: '/contact',
  admin: '/admin',
  review: (token: string) => `/review/${encodeURIComponent(token)}`,
} as const;
