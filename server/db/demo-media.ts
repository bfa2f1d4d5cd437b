import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { savePostImage } from '../lib/post-images';
import { storeNamedImage } from '../lib/uploads';
import { AD_POSTER_SIZE, adPosterSvg } from './seed-data/art/ad-poster';
import { COACH_PORTRAIT_HEIGHT, COACH_PORTRAIT_WIDTH, coachPortraitSvg } from './seed-data/art/coach-portrait';
import type { PoseName } from './seed-data/art/figures';
import { POST_PHOTO_HEIGHT, POST_PHOTO_WIDTH, type PostScene, postSceneSvg } from './seed-data/art/post-scenes';
import { PRODUCT_IMAGE_SIZE, type ProductShape, productSvg } from './seed-data/art/product-art';

/**
 * One demo picture to draw: a news photo, a store photo, a coach's portrait or the ad poster. `name`
 * becomes the file name (a news or store photo's stored name is `demo-<name>`).
 */
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

/** The drawing of a picture, as SVG text (the demo-library cache keys on it). */
export function svgOf(image: DemoImage): string {
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

/** What transparent parts of a drawing are flattened onto: a store's light card, the site's dark elsewhere. */
export const demoBackground = (kind: DemoImage['kind']): string => (kind === 'product' ? '#f4f5f7' : '#0b0f1a');

/** The picture at its full size, not encoded yet. No text is drawn, so it does not depend on installed fonts. */
export function drawDemoImage(image: DemoImage): Sharp {
  return sharp(Buffer.from(svgOf(image))).flatten({ background: demoBackground(image.kind) });
}

/** Renders one picture to WebP, kept under MAX_BYTES. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const encode = (quality: number) => drawDemoImage(image).webp({ quality, effort: 2 }).toBuffer();
  const buffer = await encode(WEBP_QUALITY);
  return buffer.length <= MAX_BYTES ? buffer : encode(55);
}

/**
 * Stores one picture and answers its public URL. News and store photos go through the pipeline of
 * a real post's photo or product picture, from a lossless drawing so they are encoded once:
 * /uploads/post/demo-<name>-{600,900,1200}.webp and /uploads/product/demo-<name>-{400,800,1600}.webp
 * (drawn at 800 px, so the 1600 file is 800 px wide, as a real 800 px upload's is), with the srcset
 * real content gets. Coaches' portraits and the ad poster stay one WebP in `${uploadsDir}/demo/`.
 */
async function storeDemoImage(uploadsDir: string, image: DemoImage): Promise<string> {
  if (image.kind === 'post' || image.kind === 'product') {
    const drawing = await drawDemoImage(image).png({ compressionLevel: 0 }).toBuffer();
    const deps = { env: { uploadsDir } };
    return image.kind === 'post'
      ? savePostImage(deps, drawing, `demo-${image.name}`)
      : storeNamedImage(deps, drawing, 'product', `demo-${image.name}`);
  }
  await fs.writeFile(path.join(uploadsDir, DEMO_MEDIA_FOLDER, `${image.name}.webp`), await renderDemoImage(image));
  return demoImageUrl(image.name);
}

/** Draws and stores every picture (a few at a time, sharp works off the main thread); answers each name's public URL. */
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
  await fs.mkdir(path.join(uploadsDir, DEMO_MEDIA_FOLDER), { recursive: true });
  const urls = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++];
      if (!image) break;
      urls.set(image.name, await storeDemoImage(uploadsDir, image));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, images.length)) }, worker));
  return urls;
}
