import { describe, expect, it } from 'vitest';

import { checkImageFile } from './image-file';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('accepts images of up to 10 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other types, then sizes above 10 MB', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 1 })).toBe('notAnImage');
    expect(checkImageFile({ type: '', size: 1 })).toBe('notAnImage');
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * MB + 1 })).toBe('tooLarge');
  });
});
