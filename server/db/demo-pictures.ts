import path from 'node:path';
import { aboutPhotos } from '#shared/pages/demo/about';
import type { DemoPhoto } from '#shared/pages/kind';
import type { DemoPicture } from './demo-library';
import type { DemoImage } from './demo-media';
import type { PostScene } from './seed-data/art/post-scenes';
import { demoCoaches } from './seed-data/coaches';
import { aboutPictureNames, demoPictureNames } from './seed-data/media';
import { buildDemoPosts } from './seed-data/posts';
import { demoProducts } from './seed-data/store';

/**
 * Every picture the demo seeds, named once for the seed and for the build step that fills the
 * cache (scripts/build-demo-media.ts), so the build encodes exactly what a first start asks for.
 */

export const AD_PICTURE: DemoImage = { kind: 'ad', name: demoPictureNames.ad, seed: 1 };

export function productPicture(index: number): DemoImage {
  const product = demoProducts[index];
  if (!product) throw new Error(`Нет демо-товара ${index}`);
  return { kind: 'product', name: demoPictureNames.product(product.text), shape: product.shape, seed: index + 1 };
}

export function coachPicture(index: number): DemoImage {
  const coach = demoCoaches[index];
  if (!coach) throw new Error(`Нет демо-тренера ${index}`);
  return {
    kind: 'coach',
    name: demoPictureNames.coach(coach.name),
    pose: coach.pose,
    accent: coach.accent,
    gloves: coach.gloves,
    seed: index + 1,
  };
}

/** An about page's picture: a file drawn by scripts/generate-media.mjs, in client/public/media/images (dist/client/media/images once built). */
export const aboutPicture = (imagesDir: string, photo: DemoPhoto): DemoPicture => ({
  kind: 'file',
  name: aboutPictureNames[photo.file] ?? photo.file,
  path: path.join(imagesDir, photo.file),
});

/** A news post's photo: its scene, drawn with a seed of its own so no two posts show the same picture. */
export type PostPicture = Extract<DemoImage, { kind: 'post' }>;

/** Every demo post's photos, post after post in order (the seed gives each post its own in that order). */
export function postPictures(posts: ReadonlyArray<{ photos: readonly PostScene[] }>): PostPicture[] {
  return posts.flatMap((post, postIndex) =>
    post.photos.map(
      (scene, photoIndex): PostPicture => ({
        kind: 'post',
        name: demoPictureNames.post(postIndex + 1, photoIndex + 1, scene),
        scene,
        seed: postIndex * 3 + photoIndex + 1,
      }),
    ),
  );
}

/** All of them: the store, the coaches, the ad, the about page and the news. */
export function allDemoPictures(imagesDir: string, now = new Date()): DemoPicture[] {
  return [
    ...demoProducts.map((_, index) => productPicture(index)),
    ...demoCoaches.map((_, index) => coachPicture(index)),
    AD_PICTURE,
    ...[aboutPhotos.founder, ...aboutPhotos.gallery].map((photo) => aboutPicture(imagesDir, photo)),
    ...postPictures(buildDemoPosts(now)),
  ];
}
