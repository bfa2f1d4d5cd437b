import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, mediaUsages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { imageFile } from '../../test/content-fixtures';
import { cleanup, createTestDeps } from '../../test/test-app';
import { DomainError } from '../domain-error';
import { createWithPicture, pictureOfSave, saveWithPicture } from './form-picture';
import { uploadPhotos } from './library';

let deps: AppDeps;
beforeAll(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

const ref = { ownerKind: 'coach', ownerId: 'c1', field: 'photo' } as const;
const mediaRow = (id: number) => deps.db.select().from(media).where(eq(media.id, id)).get();
const usageOf = (id: number) => deps.db.select().from(mediaUsages).where(eq(mediaUsages.mediaId, id)).all();

describe('the picture of an editor save', () => {
  it('keeps the current picture when the form sends neither a file nor a library item', async () => {
    expect(await pictureOfSave(deps, { file: null, mediaId: undefined, alt: 'Тренер' })).toBeNull();
  });

  it('takes a chosen library item as it is, and never discards it', async () => {
    const [item] = await uploadPhotos(deps, [await imageFile('jpeg')], '');
    const picture = await pictureOfSave(deps, { file: null, mediaId: item?.id, alt: 'Тренер' });
    expect(picture?.id).toBe(item?.id);
    picture?.discard();
    expect(mediaRow(item?.id ?? 0)).toBeDefined();
  });

  it('records the usage with the row, and a refused write removes the upload it brought in', async () => {
    const kept = await pictureOfSave(deps, { file: await imageFile('png'), mediaId: undefined, alt: 'Иван Петров' });
    if (!kept) throw new Error('a sent file is a picture');
    expect(mediaRow(kept.id)?.alt).toBe('Иван Петров');
    saveWithPicture(deps, kept, { ref, write: () => {} });
    expect(usageOf(kept.id)).toHaveLength(1);

    const refused = await pictureOfSave(deps, { file: await imageFile('png'), mediaId: undefined, alt: 'Пётр' });
    if (!refused) throw new Error('a sent file is a picture');
    const gone = new DomainError('not-found', 'Тренер удалён');
    expect(() =>
      saveWithPicture(deps, refused, {
        ref: { ...ref, ownerId: 'c2' },
        write: () => {
          throw gone;
        },
      }),
    ).toThrow(gone);
    expect(mediaRow(refused.id)).toBeUndefined();
    expect(usageOf(kept.id)).toHaveLength(1);
  });

  it('rolls the write back when the usage is refused (a library item without alt text)', async () => {
    const [item] = await uploadPhotos(deps, [await imageFile('jpeg')], '');
    const picture = await pictureOfSave(deps, { file: null, mediaId: item?.id, alt: 'Тренер' });
    let written = false;
    expect(() =>
      saveWithPicture(deps, picture, {
        ref: { ...ref, ownerId: 'c3' },
        write: () => {
          deps.db
            .update(media)
            .set({ caption: 'записано' })
            .where(eq(media.id, item?.id ?? 0))
            .run();
          written = true;
        },
      }),
    ).toThrow(DomainError);
    expect(written).toBe(true);
    expect(mediaRow(item?.id ?? 0)?.caption).toBe('');
    expect(usageOf(item?.id ?? 0)).toEqual([]);
  });
});

describe('creating an item that must come with a picture', () => {
  const coachRef = (id: string) => ({ ownerKind: 'coach', ownerId: id, field: 'photo' }) as const;

  it('is refused with the given message when the form names no picture, and writes nothing', async () => {
    let inserted = false;
    const create = createWithPicture(deps, {
      picture: { file: null, mediaId: undefined, alt: 'Тренер' },
      required: 'Добавьте фото тренера',
      ref: coachRef,
      insert: () => {
        inserted = true;
      },
    });
    await expect(create).rejects.toMatchObject({ kind: 'bad-input', message: 'Добавьте фото тренера' });
    expect(inserted).toBe(false);
  });

  it('inserts under a new id with the picture, records the usage under that id, and answers the id', async () => {
    const [item] = await uploadPhotos(deps, [await imageFile('jpeg')], '');
    deps.db
      .update(media)
      .set({ alt: 'Тренер на ковре' })
      .where(eq(media.id, item?.id ?? 0))
      .run();
    const seen: Array<[string, number]> = [];
    const id = await createWithPicture(deps, {
      picture: { file: null, mediaId: item?.id, alt: 'Тренер' },
      required: 'Добавьте фото тренера',
      ref: coachRef,
      insert: (newId, mediaId) => {
        seen.push([newId, mediaId]);
      },
    });
    expect(seen).toEqual([[id, item?.id]]);
    expect(usageOf(item?.id ?? 0)).toEqual([expect.objectContaining({ ownerKind: 'coach', ownerId: id, field: 'photo' })]);
  });

  it('takes back the upload it brought in when the insert is refused', async () => {
    let uploaded = 0;
    const refusal = new DomainError('conflict', 'Такой тренер уже есть');
    const create = createWithPicture(deps, {
      picture: { file: await imageFile('png'), mediaId: undefined, alt: 'Пётр' },
      required: 'Добавьте фото тренера',
      ref: coachRef,
      insert: (_id, mediaId) => {
        uploaded = mediaId;
        throw refusal;
      },
    });
    await expect(create).rejects.toBe(refusal);
    expect(uploaded).toBeGreaterThan(0);
    expect(mediaRow(uploaded)).toBeUndefined();
  });
});
