import { describe, expect, it } from 'vitest';

import { largestSource, toSrcSet } from './image-sources';

const variants = [
  { width: 800, url: '/g/a-800.webp' },
  { width: 1600, url: '/g/a-1600.webp' },
  { width: 400, url: '/g/a-400.webp' },
];

describe('image sources', () => {
  it('lists every WebP width as a srcset candidate', () => {
    expect(toSrcSet(variants)).toBe('/g/a-800.webp 800w, /g/a-1600.webp 1600w, /g/a-400.webp 400w');
    expect(toSrcSet([])).toBeUndefined();
  });

  it('picks the widest variant for the full-screen view, else the original', () => {
    expect(largestSource('/g/a.jpg', variants)).toBe('/g/a-1600.webp');
    expect(largestSource('/g/a.jpg', [])).toBe('/g/a.jpg');
  });
});
