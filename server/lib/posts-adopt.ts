import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { imageSrc } from '#shared/rules/media';
import { newsColumns } from '#shared/rules/news';
import { posts } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { altFrom, uploadedFilePath } from './media/adopt';
import { type StagedFiles, stageFiles } from './media/files';
import { insertPhotoItem } from './media/photo-items';
import { encodePhoto } from './media/photos';
import { resolvedImageOf } from './media/resolve';
import { recordPostPhotos } from './posts-photos';

/** What the start-up step reports (server/lib/media/adopt-uploads.ts adds it to its own). */
export interface PostAdoptionReport {
  moved: number;
  left: Array<{ address: string; reason: string }>;
}

class ChangedMeanwhile extends Error {}

/**
 * Moves the photos of local posts written before the media library (addresses under /uploads/post)
 * into it, as the start-up step moves products' and coaches' pictures: per post, every photo becomes
 * an item (folder `folder`, alt text the post's title), then in one transaction the post gets its
 * `photoMedia` and usages, only while it still shows the same addresses (an admin's save meanwhile
 * wins). A post is moved whole or not at all: a missing or undecodable file leaves the post by
 * address, named in the report, tried again at the next start. The old files stay, so every old
 * address keeps answering. VK posts are the sync's and are never touched.
 */
export async function adoptOldPostPhotos(deps: AppDeps, folder: string, stop?: AbortSignal): Promise<PostAdoptionReport> {
  const report: PostAdoptionReport = { moved: 0, left: [] };
  const candidates = deps.db
    .select({ id: posts.id, title: posts.title, text: posts.text, photoUrls: posts.photoUrls, attachments: posts.attachments })
    .from(posts)
    .where(
      and(
        eq(posts.source, 'local'),
        eq(posts.photoMedia, []),
        sql`exists (select 1 from json_each(${posts.photoUrls}) where value like '/uploads/%')`,
      ),
    )
    .all();
  for (const post of candidates) {
    if (stop?.aborted) break;
    const encoded: Array<{ address: string; photo: Awaited<ReturnType<typeof encodePhoto>> }> = [];
    for (const address of post.photoUrls) {
      const file = uploadedFilePath(deps.env.uploadsDir, address);
      if (!file) {
        report.left.push({ address, reason: 'файла нет' });
        break;
      }
      try {
        encoded.push({ address, photo: await encodePhoto(fs.readFileSync(file), path.basename(file)) });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        report.left.push({ address, reason: error.message });
        break;
      }
    }
    if (encoded.length !== post.photoUrls.length) continue;
    const staged: StagedFiles[] = [];
    const committed: string[] = [];
    try {
      for (const { photo } of encoded) staged.push(await stageFiles(deps, photo.files));
      deps.db.transaction((tx) => {
        const ids = encoded.map(({ address, photo }, index) => {
          const { row, files } = insertPhotoItem(tx, deps.now(), photo, staged[index], {
            name: path.basename(address),
            alt: altFrom(post.title),
            folder,
          });
          committed.push(...files);
          return { mediaId: row.id, row };
        });
        const photoMedia = ids.map(({ mediaId }) => ({ mediaId }));
        // The addresses the post answers become the items' (the old files stay and keep answering).
        const photoUrls = ids.map(({ row }) => imageSrc(resolvedImageOf(row)));
        const still = and(eq(posts.id, post.id), eq(posts.photoUrls, post.photoUrls), eq(posts.photoMedia, []));
        const columns = newsColumns({ text: post.text, photoUrls, attachments: post.attachments });
        const changed = tx
          .update(posts)
          .set({ photoMedia, photoUrls, ...columns })
          .where(still)
          .run().changes;
        if (changed === 0) throw new ChangedMeanwhile();
        recordPostPhotos(deps.db, post.id, photoMedia);
      });
      report.moved += encoded.length;
    } catch (error) {
      for (const each of staged) each.discard();
      for (const file of committed) fs.rmSync(file, { force: true });
      if (!(error instanceof ChangedMeanwhile)) throw error;
    }
  }
  return report;
}
