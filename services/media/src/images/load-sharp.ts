import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use rather than at start: libvips adds some 15 MB to the process, and a
 * media service may serve files for days without processing one.
 * libvips's operation cache is off: each upload is decoded once, so the cache would only keep
 * up to 50 MB of finished work alive (docs/decisions/013).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
