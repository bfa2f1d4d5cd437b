import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_WIDTHS, MEDIA_PHOTO_MAX_BYTES } from '#shared/rules/media';
import { domainError } from '../../test/content-fixtures';
import {
  GPS_IFD_POINTER,
  heicPhoto,
  hugePng,
  phoneJpeg,
  sidewaysJpeg,
  textAsJpeg,
  transparentPng,
  truncatedJpeg,
} from '../../test/media-fixtures';
import { commandExists, HEIF_CONVERT, isHeic } from './heic';
import { encodePhoto } from './photos';

const bytes = async (file: File) => Buffer.from(await file.arrayBuffer());
const heicAvailable = (await commandExists(HEIF_CONVERT)) && (await commandExists('heif-enc'));

describe('encodePhoto', () => {
  it('stores a phone JPEG as AVIF and WebP at the library widths below its own, without EXIF or GPS', async () => {
    const input = await bytes(await phoneJpeg());
    // The input does carry the GPS position, so its absence below means something.
    const exif = (await sharp(input).metadata()).exif;
    expect(GPS_IFD_POINTER.some((pointer) => exif?.includes(pointer))).toBe(true);

    const photo = await encodePhoto(input, 'IMG_0001.jpg');
    expect(photo.widths).toEqual([320, 640, 800, 960, 1200]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1200, height: 800 });
    expect(photo.files.map((file) => `${file.width}.${file.format}`)).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '800.avif',
      '800.webp',
      '960.avif',
      '960.webp',
      '1200.avif',
      '1200.webp',
    ]);
    for (const file of photo.files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.width).toBe(file.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.data.includes(Buffer.from('iPhone'))).toBe(false);
    }
    expect(photo.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(photo.bytes).toBe(input.length);
  });

  it('never stores wider than the widest layout width', async () => {
    const wide = await sharp({ create: { width: 2600, height: 1000, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const photo = await encodePhoto(wide, 'wide.jpg');
    expect(photo.widths).toEqual([...MEDIA_IMAGE_WIDTHS]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1920, height: 738 });
    // AVIF stops at 1280 px (its 1920 px encode was the server's peak of memory); WebP goes on to 1920.
    expect(photo.files.map((file) => `${file.width}.${file.format}`).slice(-3)).toEqual(['1280.avif', '1280.webp', '1920.webp']);
    expect(photo.files.filter((file) => file.format === 'avif').map((file) => file.width)).toEqual([320, 640, 800, 960, 1280]);
    for (const file of photo.files.slice(-3)) expect((await sharp(file.data).metadata()).width).toBe(file.width);
  });

  it('turns a photo the camera stored sideways upright', async () => {
    const photo = await encodePhoto(await bytes(await sidewaysJpeg()), 'sideways.jpg');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 200, height: 400 });
    const webp = photo.files.find((file) => file.format === 'webp');
    const { data, info } = await sharp(webp?.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Orientation 6 turns the picture a quarter clockwise: its left (red) half ends on top.
    const [topRed, , topBlue] = pixel(100, 50);
    const [bottomRed, , bottomBlue] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(webp?.data).metadata()).orientation).toBeUndefined();
  });

  it('keeps the transparency of a PNG in both formats', async () => {
    const photo = await encodePhoto(await bytes(await transparentPng()), 'logo.png');
    for (const file of photo.files) {
      expect((await sharp(file.data).metadata()).hasAlpha).toBe(true);
      const { data, info } = await sharp(file.data).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      // The corner stays transparent, the middle opaque.
      expect(data[3]).toBeLessThan(10);
      const middle = ((info.height >> 1) * info.width + (info.width >> 1)) * 4;
      expect(data[middle + 3]).toBeGreaterThan(245);
    }
  });

  it('refuses a picture whose header claims more pixels than allowed, before decoding', async () => {
    const error = await domainError(encodePhoto(await bytes(hugePng()), 'huge.png'));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe('«huge.png»: фото больше 60 мегапикселей. Уменьшите его и загрузите снова.');
  });

  it('refuses a file over the size limit without decoding it', async () => {
    const error = await domainError(encodePhoto(Buffer.alloc(MEDIA_PHOTO_MAX_BYTES + 1), 'big.jpg'));
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(/^«big\.jpg»: файл больше 20 МБ/);
  });

  it('refuses text named .jpg and a broken JPEG, naming the file', async () => {
    for (const file of [textAsJpeg(), await truncatedJpeg()]) {
      const error = await domainError(encodePhoto(await bytes(file), file.name));
      expect(error.kind).toBe('unsupported-type');
      expect(error.message).toBe(`«${file.name}»: это не фото или файл повреждён. Подходят JPEG, PNG, WebP, AVIF и HEIC.`);
    }
  });

  it('refuses a GIF: the library holds photos', async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await domainError(encodePhoto(gif, 'anim.gif'))).kind).toBe('unsupported-type');
  });

  it.skipIf(!heicAvailable)('decodes an iPhone HEIC through heif-convert (needs heif-convert and heif-enc)', async () => {
    const file = await heicPhoto();
    const input = await bytes(file as File);
    expect(isHeic(input)).toBe(true);
    const photo = await encodePhoto(input, 'IMG_0002.HEIC');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 480 });
    const { data } = await sharp(photo.files.find((each) => each.format === 'webp')?.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // #2050c0, give or take the two lossy codecs.
    expect(Math.abs((data[2] ?? 0) - 0xc0)).toBeLessThan(24);
  });

  it.skipIf(!heicAvailable)('without heif-convert, refuses an HEIC saying how to send a JPEG', async () => {
    const input = await bytes((await heicPhoto()) as File);
    const error = await domainError(encodePhoto(input, 'IMG_0002.HEIC', { heifConvert: 'heif-convert-missing-here' }));
    expect(error.kind).toBe('unsupported-type');
    expect(error.message).toContain('Наиболее совместимый');
    expect(error.message).toContain('JPEG');
  });

  it('tells an HEIC from an AVIF by its brands', async () => {
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .avif()
      .toBuffer();
    expect(isHeic(avif)).toBe(false);
    expect(isHeic(Buffer.from('not a picture at all'))).toBe(false);
    expect((await encodePhoto(avif, 'x.avif')).widths).toEqual([64]);
  });
});
