import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { z } from 'zod';
import { MIME_TYPES, type ImageFormat } from '../images/sniff';
import { isValidKey, type MediaStorage } from '../storage/storage';

const FORMAT_BY_EXTENSION: Record<string, ImageFormat> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};

/**
 * Serves stored files. A key the server could not have made (traversal, odd characters) is a
 * plain 404, checked before the storage is asked. Names never change content, hence immutable.
 */
export function registerFileRoutes(app: ServiceApp, storage: MediaStorage): void {
  app.get(
    '/api/media/files/:key',
    { schema: { params: z.object({ key: z.string().max(200) }) } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isValidKey(key)) throw notFound('File not found');
      const data = await storage.read(key);
      if (!data) throw notFound('File not found');
      const format = FORMAT_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)]!;
      return reply
        .type(MIME_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data);
    },
  );
}
