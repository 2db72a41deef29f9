/**
 * `pnpm demo:photos`: renders every demo scene to scripts/demo/photos/<key>.jpg, the files the
 * seed uploads. Run it after changing a scene and commit the photos (docs/decisions/029).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PHOTOS } from './demo-photos';
import { renderDemoPhoto } from './render-demo-photo';

const folder = fileURLToPath(new URL('../photos/', import.meta.url));
mkdirSync(folder, { recursive: true });
let total = 0;
for (const photo of DEMO_PHOTOS) {
  const jpeg = await renderDemoPhoto(photo);
  writeFileSync(`${folder}${photo.key}.jpg`, jpeg);
  total += jpeg.length;
  console.log(`${photo.key}.jpg  ${Math.round(jpeg.length / 1024)} KB`);
}
console.log(`${DEMO_PHOTOS.length} photos, ${(total / 1024 / 1024).toFixed(1)} MB in ${folder}`);
