import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real picture files for the media library's tests, made here: a phone JPEG with its GPS position,
 * a photo the camera stored sideways, a transparent PNG, an HEIC like an iPhone's, and the bad ones.
 */

export const GPS_IFD_POINTER = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

/** A 1200×800 JPEG with the EXIF a phone writes: make, model and a GPS position (Moscow). */
export async function phoneJpeg(name = 'IMG_0001.jpg', background = '#b03030'): Promise<File> {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2112/100', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 1908/100' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
}

/**
 * A 400×200 picture, red on its left half and blue on its right, stored with EXIF orientation 6
 * (the camera was turned): shown upright it is 200×400 with red at the top.
 */
export async function sidewaysJpeg(): Promise<File> {
  const half = (color: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer();
  const data = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 200, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new File([new Uint8Array(data)], 'sideways.jpg', { type: 'image/jpeg' });
}

/** A 500×500 PNG, transparent but for an opaque square in the middle. */
export async function transparentPng(): Promise<File> {
  const square = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
  const data = await sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, left: 150, top: 150 }])
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], 'logo.png', { type: 'image/png' });
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header claims 10,000×10,000 pixels (a decompression bomb's
 * shape): refused from the header, before anything is decoded.
 */
export function hugePng(): File {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(10_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new File([new Uint8Array(data)], 'huge.png', { type: 'image/png' });
}

/** Text with a photo's name and type. */
export function textAsJpeg(): File {
  return new File(['Это не фото, а текст с именем фото'], 'photo.jpg', { type: 'image/jpeg' });
}

/** The first half of a real JPEG (a broken download). */
export async function truncatedJpeg(): Promise<File> {
  const whole = new Uint8Array(await (await phoneJpeg()).arrayBuffer());
  return new File([whole.slice(0, Math.floor(whole.length / 2))], 'broken.jpg', { type: 'image/jpeg' });
}

const run = promisify(execFile);

/** An HEIC like an iPhone's (HEVC inside), 640×480, made with heif-enc; null when libheif-examples is missing. */
export async function heicPhoto(): Promise<File | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-heic-'));
  try {
    const png = path.join(dir, 'in.png');
    const heic = path.join(dir, 'IMG_0002.HEIC');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2050c0' } })
      .png()
      .toFile(png);
    try {
      await run('heif-enc', ['-q', '70', '-o', heic, png]);
    } catch {
      return null;
    }
    return new File([new Uint8Array(await fs.readFile(heic))], 'IMG_0002.HEIC', { type: 'image/heic' });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
