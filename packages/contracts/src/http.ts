/**
 * Service request time-out (docs/product.md, Limits: 10 seconds), used by the web client and calls
 * between services.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
