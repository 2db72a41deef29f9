import { UPLOAD_NOT_AN_IMAGE } from '@mt/contracts/media-limits';
import { AppError } from '@mt/service-kit/errors';
import type { ImageStore, NewImage } from '../images/image-store';
import { NotAnImageError, TooManyPixelsError } from '../images/process-image';

/** Stores an upload, turning the image pipeline's refusals into their statuses (docs/product.md, Errors from the services). */
export async function saveUpload(store: ImageStore, image: NewImage) {
  try {
    return await store.saveImage(image);
  } catch (error) {
    if (error instanceof NotAnImageError)
      throw new AppError('UNSUPPORTED_MEDIA', UPLOAD_NOT_AN_IMAGE, { cause: error });
    if (error instanceof TooManyPixelsError)
      throw new AppError('TOO_LARGE', 'Image dimensions are too large', { cause: error });
    throw error;
  }
}
