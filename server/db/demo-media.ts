import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AD_POSTER_SIZE, adPosterSvg } from './seed-data/art/ad-poster';
import { COACH_PORTRAIT_HEIGHT, COACH_PORTRAIT_WIDTH, coachPortraitSvg } from './seed-data/art/coach-portrait';
import type { PoseName } from './seed-data/art/figures';
import { POST_PHOTO_HEIGHT, POST_PHOTO_WIDTH, type PostScene, postSceneSvg } from './seed-data/art/post-scenes';
import { PRODUCT_IMAGE_SIZE, type ProductShape, productSvg } from './seed-data/art/product-art';

/** One demo picture to draw: a news photo, a store photo, a coach's portrait or the ad poster. `name` becomes the file name. */
export type DemoImage =
  | { kind: 'post'; name: string; scene: PostScene; seed: number }
  | { kind: 'product'; name: string; shape: ProductShape; seed: number }
  | { kind: 'coach'; name: string; pose: PoseName; accent: string; gloves?: string; seed: number }
  | { kind: 'ad'; name: string; seed: number };

export const DEMO_MEDIA_FOLDER = 'demo';
const WEBP_QUALITY = 72;
/** Demo files stay light: a re-encode at lower quality if a picture comes out heavier. */
const MAX_BYTES = 80 * 1024;
const NAME_RE = /^[a-z0-9][a-z0-9-]*$/;

export const demoImageSize = (kind: DemoImage['kind']): { width: number; height: number } =>
  kind === 'post'
    ? { width: POST_PHOTO_WIDTH, height: POST_PHOTO_HEIGHT }
    : kind === 'product'
      ? { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE }
      : kind === 'coach'
        ? { width: COACH_PORTRAIT_WIDTH, height: COACH_PORTRAIT_HEIGHT }
        : { width: AD_POSTER_SIZE, height: AD_POSTER_SIZE };

export const demoImageUrl = (name: string): string => `/uploads/${DEMO_MEDIA_FOLDER}/${name}.webp`;

function svgOf(image: DemoImage): string {
  switch (image.kind) {
    case 'post':
      return postSceneSvg(image.scene, image.seed);
    case 'product':
      return productSvg(image.shape, image.seed);
    case 'coach':
      return coachPortraitSvg(image.pose, image.accent, image.seed, image.gloves);
    case 'ad':
      return adPosterSvg(image.seed);
  }
}

/** Renders one picture to WebP. No text is drawn, so the result does not depend on installed fonts. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const svg = Buffer.from(svgOf(image));
  const background = image.kind === 'product' ? '#f4f5f7' : '#0b0f1a';
  const encode = (quality: number) => sharp(svg).flatten({ background }).webp({ quality, effort: 2 }).toBuffer();
  const buffer = await encode(WEBP_QUALITY);
  return buffer.length <= MAX_BYTES ? buffer : encode(55);
}

/**
 * Draws every picture into `${uploadsDir}/demo/` (a few at a time, sharp works off the main thread)
 * and returns each name's public URL.
 */
export async function writeDemoImages(
  uploadsDir: string,
  images: readonly DemoImage[],
  concurrency = 4,
): Promise<Map<string, string>> {
  const names = new Set<string>();
  for (const image of images) {
    if (!NAME_RE.test(image.name)) throw new Error(`Недопустимое имя демо-изображения: ${image.name}`);
    if (names.has(image.name)) throw new Error(`Повторяется имя демо-изображения: ${image.name}`);
    names.add(image.name);
  }
  const folder = path.join(uploadsDir, DEMO_MEDIA_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const urls = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++];
      if (!image) break;
      await fs.writeFile(path.join(folder, `${image.name}.webp`), await renderDemoImage(image));
      urls.set(image.name, demoImageUrl(image.name));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, images.length)) }, worker));
  return urls;
}
