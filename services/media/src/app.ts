import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@mt/contracts/media-limits';
import { createService } from '@mt/service-kit/create-service';
import { dataPath } from '@mt/service-kit/data-dir';
import { registerPageInvalidation } from '@mt/service-kit/page-invalidation';
import type { MediaConfig } from './config';
import { openMediaDatabase } from './db/database';
import { registerFileRoutes } from './files/routes';
import { createImageStore } from './images/image-store';
import { registerPlaceholderRoutes } from './placeholder/routes';
import { createCachedStorage } from './storage/cached-storage';
import { createLocalStorage } from './storage/storage';
import { registerUploadRoutes } from './uploads/routes';

/** The media service: uploads, the gallery, stored files, and generated placeholders. */
export async function buildApp(config: MediaConfig) {
  const database = openMediaDatabase(config.DATA_DIR);
  // Files never change under a name, so the hot ones are served from memory.
  const storage = createCachedStorage(createLocalStorage(dataPath(config.DATA_DIR, 'media')));
  const store = createImageStore(database.db, storage);

  const app = createService('media', config);
  // One file of at most 10 MiB and a caption; anything more is refused as it streams in.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
  });

  registerUploadRoutes(app, store);
  registerFileRoutes(app, storage);
  registerPlaceholderRoutes(app);
  // Tour photos and the gallery are on the public pages (docs/decisions/027).
  registerPageInvalidation(app, {
    rendererUrl: config.WEB_RENDERER_URL,
    internalToken: config.INTERNAL_TOKEN,
  });

  app.addHook('onClose', async () => database.close());
  return Object.assign(app, { store });
}
