/** Renders a demo photo to a JPEG with sharp (librsvg draws the SVG scene). */
import { loadSharp } from '../images/load-sharp';
import type { DemoPhoto } from './demo-photos';
import { renderScene } from './scenes';

export const DEMO_PHOTO_JPEG = { quality: 82, mozjpeg: true } as const;

/** A 1600×1067 JPEG of the photo's scene. */
export async function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const svg = renderScene(photo.scene, photo.seed);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg(DEMO_PHOTO_JPEG).toBuffer();
}
