#!/usr/bin/env node
// Regenerates the site's own media in client/public: banner loops and posters (ffmpeg), the about
// page's portrait and gallery, direction cards, the Open Graph image and the favicons (sharp).
// Everything is drawn from code, no downloads and no text. See docs/media.md.
//
//   node scripts/generate-media.mjs                   everything (20–40 min on 2 cores; videos need ffmpeg)
//   node scripts/generate-media.mjs --only=images     one group: videos, images, icons
//   node scripts/generate-media.mjs --only=videos --video=boxing,mma
//   node scripts/generate-media.mjs --preview=karate  a 2×2 contact sheet of one loop into .tmp/media/
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderVideo, renderVideoPreview } from './media/encode-videos.mjs';
import { iconFiles, writeIcons } from './media/icons.mjs';
import { writeImages } from './media/images.mjs';
import { videoNames } from './media/videos.mjs';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'client/public');
const mediaDir = path.join(publicDir, 'media');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);

const groups = new Set((args.only ?? 'videos,images,icons').split(','));
const unknown = [...groups].filter((group) => !['videos', 'images', 'icons'].includes(group));
if (unknown.length > 0) {
  console.error(`Неизвестная группа: ${unknown.join(', ')} (допустимо: videos, images, icons)`);
  process.exit(2);
}

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-media-'));

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Sizes of every generated file (media/video, media/images and the icons), grouped by kind. */
function report() {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push({ file: path.relative(publicDir, full), bytes: fs.statSync(full).size });
    }
  };
  walk(path.join(mediaDir, 'video'));
  walk(path.join(mediaDir, 'images'));
  for (const name of iconFiles) {
    const full = path.join(publicDir, name);
    if (fs.existsSync(full)) files.push({ file: name, bytes: fs.statSync(full).size });
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  for (const { file, bytes } of files) console.log(`${kb(bytes).padStart(10)}  ${file}`);
  const byKind = new Map();
  for (const { file, bytes } of files) {
    const kind = path.extname(file).slice(1) || 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + bytes);
  }
  const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(`\nПо типам: ${[...byKind].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ')}`);
  console.log(`Итого: ${files.length} файлов, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

try {
  if (args.preview) {
    const outDir = path.join(root, '.tmp/media');
    fs.mkdirSync(outDir, { recursive: true });
    for (const name of args.preview.split(',')) {
      const file = path.join(outDir, `${name}-sheet.png`);
      await renderVideoPreview(name, tmpDir, file);
      console.log(`Контактный лист: ${path.relative(root, file)}`);
    }
  } else {
    if (groups.has('icons')) {
      for (const file of await writeIcons(publicDir)) console.log(`✓ ${path.relative(root, file)}`);
    }
    if (groups.has('images')) {
      for (const file of await writeImages(path.join(mediaDir, 'images'))) console.log(`✓ ${path.relative(root, file)}`);
    }
    if (groups.has('videos')) {
      const videoDir = path.join(mediaDir, 'video');
      fs.mkdirSync(videoDir, { recursive: true });
      const names = args.video ? args.video.split(',') : videoNames;
      for (const name of names) {
        if (!videoNames.includes(name)) throw new Error(`Неизвестное видео: ${name} (есть: ${videoNames.join(', ')})`);
        const started = Date.now();
        const files = await renderVideo(name, videoDir, tmpDir);
        const sizes = files.map((file) => `${path.basename(file)} ${kb(fs.statSync(file).size)}`).join(', ');
        console.log(`✓ ${name}: ${sizes} (${((Date.now() - started) / 1000).toFixed(0)} с)`);
      }
    }
    report();
  }
} finally {
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
