// The still pictures: founder portrait, about-page gallery, direction cards and the Open Graph image.
// Each is an SVG scene rasterised by sharp and saved as WebP within its size budget.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { directionCards } from './cards.mjs';
import { galleryScenes } from './gallery.mjs';
import { ogImage, portrait } from './portrait.mjs';
import { rasterise } from './svg-kit.mjs';

/** Every picture: file name (without extension), drawing function, byte budget, extra JPEG copy. */
export const imageList = [
  { name: 'founder-portrait', draw: portrait, maxBytes: 90 * 1024 },
  ...Object.entries(galleryScenes).map(([name, draw]) => ({ name: `gallery-${name}`, draw, maxBytes: 120 * 1024 })),
  ...Object.entries(directionCards).map(([slug, draw]) => ({ name: `direction-${slug}`, draw, maxBytes: 60 * 1024 })),
  { name: 'og-default', draw: ogImage, maxBytes: 90 * 1024, jpeg: true },
];

/** Encodes at falling quality until the file fits its budget. */
async function encodeWithin(render, format, maxBytes) {
  let buffer;
  for (const quality of [90, 85, 80, 74, 68, 62, 56, 50]) {
    const image = render();
    buffer = await (format === 'webp'
      ? image.webp({ quality, effort: 6, smartSubsample: true })
      : image.jpeg({ quality, mozjpeg: true })
    ).toBuffer();
    if (buffer.length <= maxBytes) return buffer;
  }
  throw new Error(`Не удалось уложиться в ${maxBytes} байт (${buffer.length})`);
}

/** Draws the pictures (all, or those whose names are in `only`) into `outDir`; returns the files. */
export async function writeImages(outDir, only) {
  fs.mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const image of imageList) {
    if (only && !only.includes(image.name)) continue;
    const svg = String(image.draw());
    const png = await rasterise(svg).png().toBuffer();
    const render = () => sharp(png);
    const webp = path.join(outDir, `${image.name}.webp`);
    fs.writeFileSync(webp, await encodeWithin(render, 'webp', image.maxBytes));
    files.push(webp);
    if (image.jpeg) {
      const jpg = path.join(outDir, `${image.name}.jpg`);
      fs.writeFileSync(jpg, await encodeWithin(render, 'jpeg', image.maxBytes * 1.6));
      files.push(jpg);
    }
  }
  return files;
}
