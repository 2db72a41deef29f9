import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './media-urls';

describe('mediaSrcSet', () => {
  it('lists the WebP widths of a stored image', () => {
    expect(mediaSrcSet('/api/media/files/demo-merzouga-1.jpg')).toBe(
      '/api/media/files/demo-merzouga-1-400.webp 400w, /api/media/files/demo-merzouga-1-800.webp 800w, /api/media/files/demo-merzouga-1-1600.webp 1600w',
    );
  });

  it.each([
    '/api/placeholder/800/600',
    'https://cdn.example.com/a.jpg',
    '/api/media/files/../x.jpg',
    '',
  ])('gives no srcset for %j', (url) => {
    expect(mediaSrcSet(url)).toBeUndefined();
  });
});
