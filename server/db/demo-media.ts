import sharp, { type Sharp } from 'sharp';
import { adPosterSvg } from './seed-data/art/ad-poster';
import { coachPortraitSvg } from './seed-data/art/coach-portrait';
import type { PoseName } from './seed-data/art/figures';
import { type PostScene, postSceneSvg } from './seed-data/art/post-scenes';
import { type ProductShape, productSvg } from './seed-data/art/product-art';

/**
 * One demo picture to draw: a news photo, a store photo, a coach's portrait or the ad poster. Each
 * becomes a media library item (server/db/demo-library.ts encodes it once into the build's cache);
 * `name` is the item's name.
 */
export type DemoImage =
  | { kind: 'post'; name: string; scene: PostScene; seed: number }
  | { kind: 'product'; name: string; shape: ProductShape; seed: number }
  | { kind: 'coach'; name: string; pose: PoseName; accent: string; gloves?: string; seed: number }
  | { kind: 'ad'; name: string; seed: number };

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
