/**
 * Media limits and texts with no validation library attached, so the browser's first load can
 * import them (decision 007). The zod schemas that use them are in media.ts.
 */

/** docs/product.md (Limits, Messages): uploads are at most 10 MiB, and the two refusals' texts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'File size must be less than 10MB';
export const UPLOAD_NOT_AN_IMAGE = 'Please select an image file';
export const MAX_CAPTION = 200;

/** Responsive widths generated for every upload (WebP), for srcset. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
