import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../test/media-fixtures';
import { onePhotoAtATime, photosQueued } from './photo-queue';
import { encodePhoto, encodePhotoToFiles } from './photos';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one photo at a time across the server', () => {
  it('runs queued work one after another, in order, a refused one not holding the next', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      onePhotoAtATime(async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`refused ${n}`);
        return n;
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3), work(4)]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      1,
      'refused 2',
      3,
      4,
    ]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
    expect(photosQueued()).toBe(0);
  });

  it('queues the library’s encodes: three photos sent at once are encoded one by one', async () => {
    const inputs = await Promise.all(
      ['a.jpg', 'b.jpg', 'c.jpg'].map(async (name) => Buffer.from(await (await phoneJpeg(name)).arrayBuffer())),
    );
    const sent = inputs.map((input, index) => encodePhoto(input, `${index}.jpg`));
    // All three are in the queue; the first is being encoded, the others wait their turn.
    expect(photosQueued()).toBe(3);
    const encoded = await Promise.all(sent);
    expect(encoded.map((photo) => photo.files.length > 0)).toEqual([true, true, true]);
    expect(photosQueued()).toBe(0);
  });

  it('reads an upload’s bytes only when its turn comes and writes each file to disk as it is encoded', async () => {
    const input = Buffer.from(await (await phoneJpeg('d.jpg')).arrayBuffer());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-photo-files-'));
    const reads: string[] = [];
    const read = (name: string) => async () => {
      reads.push(name);
      return input;
    };
    try {
      const first = encodePhoto(input, 'first.jpg');
      const written = encodePhotoToFiles(read('second'), 'second.jpg', (file) => path.join(dir, `${file.width}.${file.format}`));
      await tick();
      // The first photo is still being encoded: the second's bytes are not read yet.
      expect(reads).toEqual([]);
      const [memory, disk] = await Promise.all([first, written]);
      expect(reads).toEqual(['second']);
      expect(disk.files).toEqual(memory.files.map(({ width, format }) => ({ width, format })));
      expect(disk).toMatchObject({ width: memory.width, height: memory.height, hash: memory.hash, bytes: memory.bytes });
      for (const file of disk.files) {
        const meta = await sharp(path.join(dir, `${file.width}.${file.format}`)).metadata();
        expect(meta.width).toBe(file.width);
        expect(meta.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
