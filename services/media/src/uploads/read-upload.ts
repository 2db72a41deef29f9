import { CaptionSchema } from '@mt/contracts/media';
import { UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE } from '@mt/contracts/media-limits';
import { UPLOAD_BODY_LIMIT } from '@mt/service-kit/body-limits';
import { AppError } from '@mt/service-kit/errors';
import type { FastifyRequest } from 'fastify';

export interface Upload {
  data: Buffer;
  filename: string | undefined;
  caption: string | undefined;
  captionFr: string | undefined;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart upload: the `file` part (at most 10 MiB, stopped while streaming, never
 * buffered past the limit) and optional `caption` and `caption_fr`, in any order. The refusals' texts are docs/product.md's (Messages).
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  // The gateways refuse the same bodies first (docs/decisions/021-request-body-limits.md).
  if (declared > UPLOAD_BODY_LIMIT.bytes) throw new AppError('TOO_LARGE', UPLOAD_TOO_LARGE);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', UPLOAD_NOT_AN_IMAGE);

  let data: Buffer | undefined;
  let filename: string | undefined;
  let caption: string | undefined;
  let captionFr: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) {
          part.file.resume(); // not ours to keep: let it drain
          continue;
        }
        data = await part.toBuffer();
        filename = part.filename;
      } else if (part.fieldname === 'caption') {
        caption = String(part.value);
      } else if (part.fieldname === 'caption_fr') {
        captionFr = String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('TOO_LARGE', UPLOAD_TOO_LARGE);
    throw new AppError('VALIDATION', 'The upload could not be read', { cause: error });
  }
  if (!data || data.length === 0) {
    throw new AppError('VALIDATION', UPLOAD_NOT_AN_IMAGE, {
      errors: [{ path: 'file', message: 'Required' }],
    });
  }
  return {
    data,
    filename,
    caption: readCaption('caption', caption),
    captionFr: readCaption('caption_fr', captionFr),
  };
}

function readCaption(path: string, value: string | undefined): string | undefined {
  const parsed = CaptionSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'Invalid input', {
      errors: [{ path, message: parsed.error.issues[0]?.message ?? 'Invalid' }],
    });
  }
  return parsed.data;
}
