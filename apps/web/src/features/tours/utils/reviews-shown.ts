/**
 * docs/product.md (Limits): the tour page shows at most this many reviews, and its structured data
 * describes the same ones. A module of its own, so that the list's structured data, built on the
 * server only, never ties the review list's code to other pages (docs/decisions/037).
 */
export const MAX_REVIEWS_SHOWN = 6;
