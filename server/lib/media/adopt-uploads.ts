import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { coaches, media, products } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { changeAd, readAd } from '../ad';
import { DomainError } from '../domain-error';
import { altFrom, uploadedFilePath } from './adopt';
import { mediaDir, mediaStem, stageFiles } from './files';
import { encodePhoto } from './photos';
import { recordUsage } from './usages';

/** The folder the moved uploads land in on 'Медиа', so the owner sees where they came from. */
export const MOVED_FOLDER = 'Перенесено';

/** One row that still holds a picture by address, and how to point it at the library item instead. */
interface OldPicture {
  address: string;
  /** The owner's name, the item's alt text when it is the first to use it. */
  name: string;
  /** Inside the transaction that stores the item: points the row at it and records the usage. */
  pointAt(deps: AppDeps, mediaId: number): void;
}

function oldPictures(deps: AppDeps): OldPicture[] {
  const found: OldPicture[] = [];
  const productRows = deps.db
    .select()
    .from(products)
    .where(and(isNull(products.imageMediaId), like(products.image, '/uploads/%')))
    .all();
  for (const row of productRows) {
    found.push({
      address: row.image,
      name: row.text,
      pointAt(each, mediaId) {
        each.db.update(products).set({ image: '', imageMediaId: mediaId }).where(eq(products.id, row.id)).run();
        recordUsage(each.db, { ownerKind: 'product', ownerId: row.id, field: 'image' }, mediaId, 'mediaId');
      },
    });
  }
  const coachRows = deps.db
    .select()
    .from(coaches)
    .where(and(isNull(coaches.photoMediaId), like(coaches.photo, '/uploads/%')))
    .all();
  for (const row of coachRows) {
    found.push({
      address: row.photo,
      name: row.name,
      pointAt(each, mediaId) {
        each.db.update(coaches).set({ photo: '', photoMediaId: mediaId }).where(eq(coaches.id, row.id)).run();
        recordUsage(each.db, { ownerKind: 'coach', ownerId: row.id, field: 'photo' }, mediaId, 'mediaId');
      },
    });
  }
  const ad = readAd(deps);
  // A GIF stays by address: the library keeps photos, and the ad's GIF may be animated.
  if (ad.imageMediaId === null && ad.imageUrl.startsWith('/uploads/') && !ad.imageUrl.endsWith('.gif')) {
    found.push({
      address: ad.imageUrl,
      name: serverMessages.adminMedia.adoptedAlt,
      pointAt(each, mediaId) {
        changeAd(each, () => ({ imageUrl: '', imageMediaId: mediaId }));
        recordUsage(each.db, { ownerKind: 'ad', ownerId: 'popup', field: 'image' }, mediaId, 'mediaId');
      },
    });
  }
  return found;
}

export interface AdoptionReport {
  /** Library items made (one per old address, however many rows shared it). */
  moved: number;
  /** Old addresses left as they were, with the reason (a missing file, a file the library refuses). */
  left: Array<{ address: string; reason: string }>;
}

/**
 * Brings every picture still stored the older way (products, coaches, the ad) into the media
 * library at start, after the SQL migrations and the demo seed: each old address becomes one item
 * (AVIF and WebP sizes, EXIF stripped, alt text from its first owner's name), the rows point at it
 * and their usages are recorded, in one transaction per address. The old files stay where they are,
 * so every old address keeps answering (a visitor's cached page, a link in a chat). Idempotent: a
 * moved row no longer matches, and a failed address is simply tried again at the next start.
 */
export async function adoptOldUploads(deps: AppDeps): Promise<AdoptionReport> {
  const byAddress = new Map<string, OldPicture[]>();
  for (const picture of oldPictures(deps)) byAddress.set(picture.address, [...(byAddress.get(picture.address) ?? []), picture]);
  const report: AdoptionReport = { moved: 0, left: [] };
  for (const [address, owners] of byAddress) {
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
        for (const owner of owners) owner.pointAt(deps, row.id);
      });
      report.moved += 1;
    } catch (error) {
      // The transaction rolled the row back; its files go too.
      staged.discard();
      for (const each of committed) fs.rmSync(each, { force: true });
      throw error;
    }
  }
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
