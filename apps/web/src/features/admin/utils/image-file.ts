import { MAX_UPLOAD_BYTES } from '@mt/contracts/media-limits';

export type ImageFileProblem = 'notAnImage' | 'tooLarge';

/**
 * docs/product.md (Rules, Media), checked in the browser before anything is sent: the type starts
 * with image/ ("Please select an image file") and the size is at most 10 MB ("File size must be
 * less than 10MB"). The media service checks the content again.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
