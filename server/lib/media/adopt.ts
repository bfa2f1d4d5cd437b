import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { MEDIA_ALT_MAX_LENGTH } from '#shared/rules/media';
import { media } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { deleteMedia, uploadPhotos } from './library';

/** Where a picture sent with an editor's form (the legacy multipart calls) lands in the library. */
export const ADOPTED_FOLDER = 'Загружено с формы';

/** Alt text made from the owner's name (a product's name, a coach's name): never empty, never too long. */
export function altFrom(text: string): string {
  return text.trim().slice(0, MEDIA_ALT_MAX_LENGTH) || serverMessages.server.adoptedAlt;
}

/**
 * A picture sent with a save of the spec's multipart calls (POST /api/products, the ad's upload, a
 * coach's photo): it becomes a library item like any upload (AVIF and WebP sizes, EXIF stripped),
 * with the owner's name as its alt text, and the caller records the usage. The old 5 MB limit of
 * these calls stays (the spec's hint names it). `discard` removes the item when the save fails after.
 */
export async function photoFromForm(deps: AppDeps, file: File, alt: string): Promise<{ id: number; discard: () => void }> {
  if (file.size > UPLOAD_MAX_BYTES) throw new DomainError('too-large', serverMessages.server.fileTooLarge);
  const [item] = await uploadPhotos(deps, [file], ADOPTED_FOLDER);
  if (!item) throw new DomainError('bad-input', serverMessages.adminMedia.noFiles);
  deps.db
    .update(media)
    .set({ alt: altFrom(alt) })
    .where(eq(media.id, item.id))
    .run();
  return {
    id: item.id,
    discard: () => {
      try {
        deleteMedia(deps, item.id);
      } catch (error) {
        // In use after all (recorded before the failure): then it stays, as it should.
        console.warn('[media] kept an adopted upload', item.id, error);
      }
    },
  };
}

/** The file behind an /uploads address, or null for anything outside the uploads folder. */
export function uploadedFilePath(uploadsDir: string, url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, url.slice('/uploads/'.length).split(/[?#]/)[0] ?? '');
  const inside = path.relative(root, file);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  return fs.existsSync(file) ? file : null;
}
