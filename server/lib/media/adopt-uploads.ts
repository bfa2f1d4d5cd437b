import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { serverMessages } from '#shared/messages/server.ru';
import { coaches, media, products } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { changeAd, readAd } from '../ad';
import { coachPortraitRef } from '../coaches';
import { DomainError } from '../domain-error';
import { adoptOldPostPhotos } from '../posts-adopt';
import { productPictureRef } from '../products';
import { altFrom, uploadedFilePath } from './adopt';
import { mediaDir, mediaStem, stageFiles } from './files';
import { encodePhoto } from './photos';
import { type MediaReference, recordUsage } from './usages';

/** The folder the moved uploads land in on 'Медиа', so the owner sees where they came from. */
export const MOVED_FOLDER = 'Перенесено';

/** One row that still holds a picture by address, and how to point it at the library item instead. */
interface OldPicture {
  address: string;
  /** The owner's name, the item's alt text when it is the first to use it. */
  name: string;
  /**
   * Inside the transaction that stores the item: points the row at it and records the usage, only
   * while the row still holds the old address (the step runs beside the admin's saves). True when it did.
   */
  pointAt(deps: AppDeps, mediaId: number): boolean;
}

/**
 * A table whose rows hold one picture each, by its old /uploads address or by a library id: the
 * store's products and the coaches. Moving one points the row at the item and records its usage.
 */
interface PictureTable {
  rows(deps: AppDeps): Array<{ id: string; address: string; name: string }>;
  /** Only while the row still holds `address` and no item: an admin's save meanwhile wins. True when it moved. */
  point(deps: AppDeps, id: string, address: string, mediaId: number): boolean;
  ref(id: string): MediaReference;
}

type TextColumn = AnySQLiteColumn<{ data: string; notNull: true }>;

/**
 * The `PictureTable` of a table by its columns: the row's id, its old address, the library id that
 * replaces it and the owner's name (the alt text); `pointed` is what pointing a row at an item writes
 * (the address emptied, the id set), `ref` the usage reference its domain module owns.
 */
function pictureTable<Table extends SQLiteTable>(columns: {
  table: Table;
  id: TextColumn;
  address: TextColumn;
  mediaId: AnySQLiteColumn<{ data: number }>;
  name: TextColumn;
  pointed: (mediaId: number) => SQLiteUpdateSetSource<Table>;
  ref: (id: string) => MediaReference;
}): PictureTable {
  const { table, id, address, mediaId } = columns;
  return {
    rows: (deps) =>
      deps.db
        .select({ id, address, name: columns.name })
        .from(table)
        .where(and(isNull(mediaId), like(address, '/uploads/%')))
        .all(),
    point: (deps, rowId, oldAddress, itemId) =>
      deps.db
        .update(table)
        .set(columns.pointed(itemId))
        .where(and(eq(id, rowId), eq(address, oldAddress), isNull(mediaId)))
        .run().changes > 0,
    ref: columns.ref,
  };
}

const PICTURE_TABLES: readonly PictureTable[] = [
  pictureTable({
    table: products,
    id: products.id,
    address: products.image,
    mediaId: products.imageMediaId,
    name: products.text,
    pointed: (imageMediaId) => ({ image: '', imageMediaId }),
    ref: productPictureRef,
  }),
  pictureTable({
    table: coaches,
    id: coaches.id,
    address: coaches.photo,
    mediaId: coaches.photoMediaId,
    name: coaches.name,
    pointed: (photoMediaId) => ({ photo: '', photoMediaId }),
    ref: coachPortraitRef,
  }),
];

function oldPictures(deps: AppDeps): OldPicture[] {
  const found: OldPicture[] = PICTURE_TABLES.flatMap((table) =>
    table.rows(deps).map(
      (row): OldPicture => ({
        address: row.address,
        name: row.name,
        pointAt(each, mediaId) {
          if (!table.point(each, row.id, row.address, mediaId)) return false;
          recordUsage(each.db, table.ref(row.id), mediaId, 'mediaId');
          return true;
        },
      }),
    ),
  );
  const ad = readAd(deps);
  // A GIF stays by address: the library keeps photos, and the ad's GIF may be animated.
  if (ad.imageMediaId === null && ad.imageUrl.startsWith('/uploads/') && !ad.imageUrl.endsWith('.gif')) {
    found.push({
      address: ad.imageUrl,
      name: serverMessages.server.adoptedAlt,
      pointAt(each, mediaId) {
        const current = readAd(each);
        if (current.imageUrl !== ad.imageUrl || current.imageMediaId !== null) return false;
        changeAd(each, () => ({ imageUrl: '', imageMediaId: mediaId }));
        recordUsage(each.db, { ownerKind: 'ad', ownerId: 'popup', field: 'image' }, mediaId, 'mediaId');
        return true;
      },
    });
  }
  return found;
}

class NobodyLeft extends Error {}

export interface AdoptionReport {
  /** Library items made (one per old address, however many rows shared it). */
  moved: number;
  /** Old addresses left as they were, with the reason (a missing file, a file the library refuses). */
  left: Array<{ address: string; reason: string }>;
}

/**
 * Brings every picture still stored the older way (products, coaches, the ad, local news posts) into the media
 * library, started after the SQL migrations and the demo seed: each old address becomes one item
 * (AVIF and WebP sizes, EXIF stripped, alt text from its first owner's name), the rows point at it
 * and their usages are recorded, in one transaction per address. The old files stay where they are,
 * so every old address keeps answering (a visitor's cached page, a link in a chat). Idempotent: a
 * moved row no longer matches, and a failed address is simply tried again at the next start. It
 * runs beside page serving and the admin's saves: a row changed meanwhile is left as the admin set it.
 */
export async function adoptOldUploads(deps: AppDeps, stop?: AbortSignal): Promise<AdoptionReport> {
  const byAddress = new Map<string, OldPicture[]>();
  for (const picture of oldPictures(deps)) byAddress.set(picture.address, [...(byAddress.get(picture.address) ?? []), picture]);
  const report: AdoptionReport = { moved: 0, left: [] };
  for (const [address, owners] of byAddress) {
    // A stopping server waits for the picture in hand only; the rest move at the next start.
    if (stop?.aborted) break;
    const file = uploadedFilePath(deps.env.uploadsDir, address);
    if (!file) {
      report.left.push({ address, reason: 'файла нет' });
      continue;
    }
    let photo: Awaited<ReturnType<typeof encodePhoto>>;
    try {
      photo = await encodePhoto(fs.readFileSync(file), path.basename(file));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.left.push({ address, reason: error.message });
      continue;
    }
    const staged = await stageFiles(deps, photo.files);
    let committed: string[] = [];
    try {
      deps.db.transaction((tx) => {
        const row = tx
          .insert(media)
          .values({
            kind: 'image',
            name: path.basename(file),
            alt: altFrom(owners[0]?.name ?? ''),
            folder: MOVED_FOLDER,
            hash: photo.hash,
            widths: photo.widths,
            width: photo.width,
            height: photo.height,
            bytes: photo.bytes,
            createdAt: deps.now(),
            updatedAt: deps.now(),
          })
          .returning()
          .get();
        committed = staged.commit(mediaStem(row.id, row.hash));
        let pointed = 0;
        for (const owner of owners) if (owner.pointAt(deps, row.id)) pointed += 1;
        // Every owner took another picture meanwhile: no item for nobody.
        if (pointed === 0) throw new NobodyLeft();
      });
      report.moved += 1;
    } catch (error) {
      if (error instanceof NobodyLeft) {
        for (const each of committed) fs.rmSync(each, { force: true });
        continue;
      }
      // The transaction rolled the row back; its files go too.
      staged.discard();
      for (const each of committed) fs.rmSync(each, { force: true });
      throw error;
    }
  }
  // Local news posts: a post's photos move together (server/lib/posts-adopt.ts).
  const fromPosts = await adoptOldPostPhotos(deps, MOVED_FOLDER, stop);
  report.moved += fromPosts.moved;
  report.left.push(...fromPosts.left);
  return report;
}

/**
 * Removes the `.tmp-…` files an interrupted upload left in the library's folder (the server stopped
 * between writing and renaming them). Run at start, before anything can upload, so none is in use.
 */
export function removeStaleTempFiles(deps: Pick<AppDeps, 'env'>): number {
  const dir = mediaDir(deps);
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith('.tmp-')) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
