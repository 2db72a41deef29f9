import { describe, expect, it } from 'vitest';

import { shareImageUrl } from './share-image';

describe('shareImageUrl', () => {
  it('picks the stored width that fills a 1200 px preview card', () => {
    expect(shareImageUrl('/api/media/files/demo-merzouga-dunes-1.jpg')).toBe(
      '/api/media/files/demo-merzouga-dunes-1-1600.webp',
    );
  });

  it('keeps a photo with no stored widths as it is', () => {
    expect(shareImageUrl('https://cdn.example.com/dunes.jpg')).toBe(
      'https://cdn.example.com/dunes.jpg',
    );
    expect(shareImageUrl('/api/placeholder/1200/800')).toBe('/api/placeholder/1200/800');
  });
});
