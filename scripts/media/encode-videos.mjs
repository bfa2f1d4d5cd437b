// Renders a banner loop once to a lossless intermediate, then encodes it to H.264 MP4 and VP9 WebM
// (raising the quantiser until each file fits its budget) and takes the first frame as the poster.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rasterise } from './svg-kit.mjs';
import { DURATION, FPS, videoRecipes } from './videos.mjs';

/** Bytes a file may have; the first quantiser that fits below `target` wins. */
export const VIDEO_BUDGET = { target: 420 * 1024, max: 600 * 1024 };
export const POSTER_MAX_BYTES = 60 * 1024;

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.error) throw new Error(`ffmpeg не запустился: ${result.error.message} (установите: apt-get install -y ffmpeg)`);
  if (result.status !== 0) throw new Error(`ffmpeg завершился с кодом ${result.status}:\n${result.stderr}`);
}

async function writeStills(name, stills, tmpDir) {
  const files = [];
  for (const [index, svg] of stills.entries()) {
    const file = path.join(tmpDir, `${name}-still-${index}.png`);
    await rasterise(svg).png().toFile(file);
    files.push(file);
  }
  return files;
}

const stillInputs = (files) =>
  files.flatMap((file) => ['-loop', '1', '-framerate', String(FPS), '-t', String(DURATION), '-i', file]);

/** The recipe's graph, finished with a vignette and conversion to 4:2:0. */
const finish = (graph, tail = '') => [...graph, `[out]vignette=angle=PI/4.2,format=yuv420p${tail}[final]`].join(';');

/** A 2×2 contact sheet of frames at 0, 2, 4 and 6 s, for looking at a loop without playing it. */
export async function renderVideoPreview(name, tmpDir, outFile) {
  const recipe = videoRecipes[name]();
  const stills = await writeStills(name, recipe.stills, tmpDir);
  const frames = [0, 2, 4, 6].map((s) => `eq(n,${s * FPS})`).join('+');
  const graph = finish(recipe.graph, `,select='${frames}',scale=640:360,tile=2x2`);
  ffmpeg([...stillInputs(stills), '-filter_complex', graph, '-map', '[final]', '-frames:v', '1', outFile]);
}

function encodeWithin(encode, file) {
  let size = Number.POSITIVE_INFINITY;
  for (const step of [0, 2, 4, 6, 8]) {
    encode(step);
    size = fs.statSync(file).size;
    if (size <= VIDEO_BUDGET.target) return size;
  }
  if (size > VIDEO_BUDGET.max) throw new Error(`${path.basename(file)}: ${size} байт — больше бюджета ${VIDEO_BUDGET.max}`);
  return size;
}

/** Renders `name` into `${outDir}/{name}.mp4|.webm|-poster.webp`. */
export async function renderVideo(name, outDir, tmpDir) {
  const recipe = videoRecipes[name]();
  const stills = await writeStills(name, recipe.stills, tmpDir);
  const master = path.join(tmpDir, `${name}-master.mkv`);
  ffmpeg([
    ...stillInputs(stills),
    '-filter_complex',
    finish(recipe.graph),
    '-map',
    '[final]',
    '-frames:v',
    String(DURATION * FPS),
    '-c:v',
    'libx264',
    '-qp',
    '0',
    '-preset',
    'ultrafast',
    master,
  ]);

  const mp4 = path.join(outDir, `${name}.mp4`);
  encodeWithin(
    (step) =>
      ffmpeg([
        '-i',
        master,
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        String(30 + step),
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        mp4,
      ]),
    mp4,
  );

  const webm = path.join(outDir, `${name}.webm`);
  const passLog = path.join(tmpDir, `${name}-vp9`);
  encodeWithin((step) => {
    const common = [
      '-i',
      master,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(40 + step),
      '-row-mt',
      '1',
      '-passlogfile',
      passLog,
    ];
    ffmpeg([...common, '-pass', '1', '-deadline', 'good', '-cpu-used', '4', '-f', 'null', '/dev/null']);
    ffmpeg([
      ...common,
      '-pass',
      '2',
      '-deadline',
      'good',
      '-cpu-used',
      '1',
      '-auto-alt-ref',
      '1',
      '-lag-in-frames',
      '25',
      '-map_metadata',
      '-1',
      webm,
    ]);
  }, webm);

  const firstFrame = path.join(tmpDir, `${name}-first.png`);
  ffmpeg(['-i', master, '-frames:v', '1', firstFrame]);
  const poster = path.join(outDir, `${name}-poster.webp`);
  for (const quality of [70, 60, 50, 40]) {
    await sharp(firstFrame).webp({ quality, effort: 6, smartSubsample: true }).toFile(poster);
    if (fs.statSync(poster).size <= POSTER_MAX_BYTES) break;
  }
  fs.rmSync(master, { force: true });
  return [mp4, webm, poster, ...(await posterVariants(firstFrame, name, outDir))];
}

/** Widths of the smaller posters a phone picks from the banner's srcset (background-video.tsx). */
export const POSTER_WIDTHS = [480, 768];

/**
 * `${name}-poster-{480,768}.webp`: the poster is a phone's largest paint on a banner page, and a
 * 412 px screen at 1.75x needs 768 px, not 1280; these cost 2-10 KB instead of 8-17 KB.
 */
export async function posterVariants(source, name, outDir) {
  const files = [];
  for (const width of POSTER_WIDTHS) {
    const file = path.join(outDir, `${name}-poster-${width}.webp`);
    await sharp(source).resize({ width }).webp({ quality: 60, effort: 6, smartSubsample: true }).toFile(file);
    files.push(file);
  }
  return files;
}
