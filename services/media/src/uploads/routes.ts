import { IdParamsSchema } from '@mt/contracts/common';
import {
  GalleryCaptionsInputSchema,
  GalleryItemSchema,
  GalleryQuerySchema,
  GalleryStatsSchema,
  StoredImageSchema,
} from '@mt/contracts/media';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { z } from 'zod';
import { toGalleryItem, toStoredImage, type ImageStore } from '../images/image-store';
import { readUpload } from './read-upload';
import { saveUpload } from './save-upload';

/** The media API (docs/architecture.md, The API): tour-image upload, the gallery (public list; admin upload, captions, delete, stats). */
export function registerUploadRoutes(app: ServiceApp, store: ImageStore): void {
  app.post(
    '/api/media/upload/tour-image',
    { onRequest: app.requireAdmin, schema: { response: { 201: StoredImageSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request);
      const row = await saveUpload(store, {
        ...upload,
        caption: undefined,
        captionFr: undefined,
        kind: 'tour',
      });
      return reply.status(201).send(toStoredImage(row));
    },
  );

  app.get(
    '/api/media/gallery',
    { schema: { querystring: GalleryQuerySchema, response: { 200: z.array(GalleryItemSchema) } } },
    async (request) => store.findGallery(request.query.lang),
  );

  app.post(
    '/api/media/gallery/upload',
    { onRequest: app.requireAdmin, schema: { response: { 201: GalleryItemSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request);
      const row = await saveUpload(store, { ...upload, kind: 'gallery' });
      return reply.status(201).send(toGalleryItem(row, 'en'));
    },
  );

  // docs/decisions/041: the operator writes or translates a photo's captions after its upload.
  app.put(
    '/api/media/gallery/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: GalleryCaptionsInputSchema,
        response: { 200: GalleryItemSchema },
      },
    },
    async (request) => {
      const { caption, caption_fr } = request.body;
      const row = store.setCaptions(request.params.id, { caption, captionFr: caption_fr });
      if (!row) throw notFound('Image not found');
      return toGalleryItem(row, 'en');
    },
  );

  app.delete(
    '/api/media/gallery/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!(await store.deleteGalleryItem(request.params.id))) throw notFound('Image not found');
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/media/stats',
    { onRequest: app.requireAdmin, schema: { response: { 200: GalleryStatsSchema } } },
    async () => store.galleryStats(),
  );
}
