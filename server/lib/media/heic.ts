import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The decoder of iPhone photos: Debian's libheif-examples. sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC. */
export const HEIF_CONVERT = 'heif-convert';
/** A 48 MP HEIC decodes in a few seconds on one core; anything slower is stuck. */
const TIMEOUT_MS = 60_000;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/**
 * True when the bytes are an HEIF file coded with HEVC (an iPhone's HEIC), judged by the `ftyp`
 * box's major and compatible brands; AVIF (also HEIF) is left to sharp.
 */
export function isHeic(input: Buffer): boolean {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(input.readUInt32BE(0), input.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    // Offset 12 is the minor version, not a brand.
    if (offset === 12) continue;
    if (HEIC_BRANDS.has(input.toString('latin1', offset, offset + 4))) return true;
  }
  return false;
}

/** Whether `command` is an executable file on PATH (or a path to one). */
export async function commandExists(command: string): Promise<boolean> {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      await fs.access(candidate, fs.constants.X_OK);
      return true;
    } catch {
      // not here
    }
  }
  return false;
}

export class HeicUnavailable extends Error {}

/**
 * Decodes an HEIC into a PNG with `heif-convert`. libheif applies the file's rotation and mirror
 * while decoding, and the PNG carries no EXIF, so the picture comes out upright with nothing to
 * re-apply (a JPEG would keep an EXIF orientation that could turn it a second time). Throws
 * HeicUnavailable when the command is missing, any other error when the file does not decode.
 */
export async function heicToPng(input: Buffer, command = HEIF_CONVERT): Promise<Buffer> {
  if (!(await commandExists(command))) throw new HeicUnavailable(`${command} not found`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-heic-'));
  try {
    const source = path.join(dir, 'in.heic');
    const target = path.join(dir, 'out.png');
    await fs.writeFile(source, input);
    await run(command, ['--quiet', source, target], { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024 });
    return await fs.readFile(target);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
