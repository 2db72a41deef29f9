/** Renders a demo photo to a JPEG with sharp (librsvg draws the SVG scene). */
import sharp from 'sharp';
import type { DemoPhoto } from './demo-photos';
import { renderScene } from './scenes';

/** mozjpeg at quality 70: the committed photos stay small (docs/decisions/029). */
export const DEMO_PHOTO_JPEG = { quality: 70, mozjpeg: true } as const;

/** A 1600×1067 JPEG of the photo's scene. */
export async function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const svg = renderScene(photo.scene, photo.seed);
  return sharp(Buffer.from(svg)).jpeg(DEMO_PHOTO_JPEG).toBuffer();
}
