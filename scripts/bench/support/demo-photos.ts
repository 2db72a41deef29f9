import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PHOTOS } from '../../../services/media/src/demo/demo-photos';
import { demoBaseKey } from '../../../services/media/src/seed/seed-demo-media';

/**
 * Media renders its demo photos after it starts listening, for some 20 s of both cores; a bench
 * that starts measuring before they are all on disk measures the seeding too.
 */
export async function demoPhotosSeeded(dataDir: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const files = DEMO_PHOTOS.map((photo) =>
    path.join(dataDir, 'media', `${demoBaseKey(photo.key)}.jpg`),
  );
  while (!files.every((file) => existsSync(file))) {
    if (Date.now() > deadline) {
      throw new Error(`the demo photos were not seeded within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
