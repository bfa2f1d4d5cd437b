import { and, count, desc, eq, max, sum } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { clubDay } from '#shared/rules/dates';
import { isStoredPostImage } from '#shared/rules/images';
import { NEWS_VIEW_RULES, newsColumns, newsListKey, newsPageNumbers, tagColumn, titleFromText } from '#shared/rules/news';
import { safeAttachment } from '#shared/rules/web-url';
import type {
  AdminPost,
  CreatePostInput,
  NewsPage,
  NewsPageInput,
  Post,
  PostAttachment,
  UpdatePostInput,
} from '#shared/schemas/post';
import type { Db } from '../db/client';
import { posts, vkPostTombstones } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { type MediaRow, resolvedImageOf } from './media/resolve';
import { dropUsages } from './media/usages';
import { postImageExists, releasePostImages } from './post-images';
import { cardPhotoOf, cleanPhotos, photoIdsOf, photoUrlsOf, postPhotoRows, recordPostPhotos } from './posts-photos';

type PostRow = typeof posts.$inferSelect;

type PhotoRows = ReadonlyMap<number, MediaRow>;

/** A library post's addresses from its items as they are now (a replaced file shows at once); any other post's as stored. */
function photoUrlsNow(row: PostRow, photoRows: PhotoRows): string[] {
  return row.photoMedia.length > 0 ? photoUrlsOf(row.photoMedia, photoRows) : row.photoUrls;
}

/**
 * The spec's Post: storage-only columns (source, VK id, timestamps) stay on the server. Attachment
 * addresses that are not http(s) (stored before the import checked them) are not sent.
 */
export function toPost(row: PostRow, photoRows: PhotoRows = new Map()): Post {
  const attachments = row.attachments.map((attachment) => safeAttachment(attachment as PostAttachment & { url?: unknown }));
  return { id: row.id, title: row.title, text: row.text, date: row.date, photoUrls: photoUrlsNow(row, photoRows), attachments };
}

export function toAdminPost(row: PostRow, photoRows: PhotoRows = new Map()): AdminPost {
  return {
    ...toPost(row, photoRows),
    source: row.source,
    vkId: row.vkId,
    detached: row.detached,
    pendingPhotos: row.photoSources.filter((source) => row.photoUrls.includes(source.url)).length,
    // The item as the library describes it: the editor shows the post's own description beside it.
    photos: row.photoMedia.map((photo) => {
      const media = photoRows.get(photo.mediaId);
      return { ...photo, image: media ? resolvedImageOf(media) : null };
    }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Posts with their library photos read in one query. */
function withPhotos<T>(db: Db, rows: PostRow[], to: (row: PostRow, photoRows: PhotoRows) => T): T[] {
  const photoRows = postPhotoRows(db, photoIdsOf(rows));
  return rows.map((row) => to(row, photoRows));
}

/** Every post, newest id first, unfiltered: GET /api/posts and tools that want the whole wall. */
export function listPosts({ db }: Pick<AppDeps, 'db'>): Post[] {
  return withPhotos(db, db.select().from(posts).orderBy(desc(posts.id)).all(), toPost);
}

/**
 * One page of a news view, read through the view's index (posts_news*): the count and the list's key
 * come from the index alone, and only the page's rows are read. The rules behind the stored columns
 * are shared/rules/news.ts; `newsPageOf` there is the same selection over a list in memory.
 */
export function listNewsPage({ db }: Pick<AppDeps, 'db'>, input: NewsPageInput): NewsPage {
  const rule = NEWS_VIEW_RULES[input.view];
  const where = and(eq(posts.showable, true), rule.tag ? eq(posts[tagColumn(rule.tag)], true) : undefined);
  const stats = db
    .select({ total: count(), maxId: max(posts.id), sumIds: sum(posts.id) })
    .from(posts)
    .where(where)
    .get();
  const total = stats?.total ?? 0;
  const numbers = newsPageNumbers(input.view, total, input.page);
  const rows = db
    .select({
      id: posts.id,
      title: posts.title,
      date: posts.date,
      text: rule.cardText ? posts.cardText : posts.cleanText,
      photo: posts.photoSmall,
      photoLarge: posts.photoLarge,
      photoMedia: posts.photoMedia,
    })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.id))
    .limit(numbers.pageSize)
    .offset(numbers.offset)
    .all();
  // A library post's first photo is read from the library now: its srcset, focal point and current file.
  const photoRows = postPhotoRows(
    db,
    rows.flatMap((row) => row.photoMedia.slice(0, 1).map((photo) => photo.mediaId)),
  );
  return {
    posts: rows.map(({ photoMedia, ...row }) => {
      const first = photoMedia[0];
      const media = first ? photoRows.get(first.mediaId) : undefined;
      const card = first && media ? cardPhotoOf(first, media) : {};
      return { ...row, ...card, day: clubDay(row.date) };
    }),
    total,
    page: numbers.page,
    totalPages: numbers.totalPages,
    pageSize: numbers.pageSize,
    listKey: newsListKey(total, stats?.maxId ?? 0, Number(stats?.sumIds ?? 0)),
  };
}

function findRow(db: Db, id: number): PostRow {
  const row = db.select().from(posts).where(eq(posts.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.news.notFound);
  return row;
}

export function getPost({ db }: Pick<AppDeps, 'db'>, id: number): Post {
  return withPhotos(db, [findRow(db, id)], toPost)[0] as Post;
}

export function adminListPosts({ db }: Pick<AppDeps, 'db'>): AdminPost[] {
  return withPhotos(db, db.select().from(posts).orderBy(desc(posts.id)).all(), toAdminPost);
}

function adminPostOf(db: Db, row: PostRow): AdminPost {
  return withPhotos(db, [row], toAdminPost)[0] as AdminPost;
}

/**
 * Addresses are ours: a new address is refused (a local post takes library photos, a VK post the
 * sync's), so pages never send visitors to another host; addresses the post already had may stay
 * (a VK photo not downloaded yet, an old local photo not moved into the library yet).
 */
function checkPhotoUrls(deps: Pick<AppDeps, 'env'>, photoUrls: string[], kept: readonly string[]): void {
  for (const url of photoUrls) {
    if (kept.includes(url)) continue;
    if (!isStoredPostImage(url) || !postImageExists(deps, url)) {
      throw new DomainError('bad-input', serverMessages.adminNews.photoNotUploaded);
    }
  }
}

/** A post without a title gets one from its text, as wall posts do. */
function titleOf(input: { title: string; text: string }): string {
  return input.title || titleFromText(input.text);
}

/**
 * The photo columns a save writes. Library photos (a local post) compute `photoUrls`; addresses
 * (a VK post, an old local post) are checked against what the post had. The two do not mix: a VK
 * post's photos are the wall's, and an old local post's addresses go before library photos come.
 */
function photoColumns(
  deps: Pick<AppDeps, 'db' | 'env'>,
  input: CreatePostInput,
  row: PostRow | null,
): { photoUrls: string[]; photoMedia: PostRow['photoMedia'] } {
  const fail = (message: string) => new DomainError('bad-input', message, { fieldErrors: { photos: [message] } });
  if (input.photos.length === 0) {
    checkPhotoUrls(deps, input.photoUrls, row?.photoMedia.length ? [] : (row?.photoUrls ?? []));
    return { photoUrls: input.photoUrls, photoMedia: [] };
  }
  if (row?.source === 'vk') throw fail(serverMessages.adminNews.vkPhotosFromWall);
  if (input.photoUrls.length > 0) throw fail(serverMessages.adminNews.oldPhotosNotMoved);
  const photoMedia = cleanPhotos(input.photos);
  return { photoUrls: photoUrlsOf(photoMedia, postPhotoRows(deps.db, photoIdsOf([{ photoMedia }]))), photoMedia };
}

/** A new local post; its library photos' usages are recorded in the same transaction. */
export function createPost(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, input: CreatePostInput): AdminPost {
  const photos = photoColumns(deps, input, null);
  const now = deps.now();
  const row = deps.db.transaction(() => {
    const created = deps.db
      .insert(posts)
      .values({
        title: titleOf(input),
        text: input.text,
        date: input.date,
        ...photos,
        attachments: [],
        ...newsColumns({ text: input.text, photoUrls: photos.photoUrls, attachments: [] }),
        source: 'local',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    recordPostPhotos(deps.db, created.id, photos.photoMedia);
    return created;
  });
  return adminPostOf(deps.db, row);
}

/**
 * Saves the admin's edit. A VK post stays tied to the wall unless `detached` is sent true: the edit
 * shows until the next sync puts the wall's text back, and the answer carries a warning saying so.
 * `detached: false` hands a detached post back to the wall.
 */
export async function updatePost(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  input: UpdatePostInput,
): Promise<{ post: AdminPost; warning: string | null }> {
  const row = findRow(deps.db, input.id);
  const photos = photoColumns(deps, input, row);
  const fromVk = row.source === 'vk';
  const detached = fromVk ? (input.detached ?? row.detached) : false;
  const updated = deps.db.transaction(() => {
    const saved = deps.db
      .update(posts)
      .set({
        title: titleOf(input),
        text: input.text,
        date: input.date,
        ...photos,
        ...newsColumns({ text: input.text, photoUrls: photos.photoUrls, attachments: row.attachments }),
        detached,
        // Forgetting the wall's hash makes the next sync rewrite a post still tied to the wall.
        ...(fromVk && !detached ? { vkHash: null } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(posts.id, row.id))
      .returning()
      .get();
    // Deleted while the photos were being checked.
    if (!saved) throw new DomainError('not-found', serverMessages.news.notFound);
    recordPostPhotos(deps.db, saved.id, photos.photoMedia);
    return saved;
  });
  await releasePostImages(
    deps,
    row.photoUrls.filter((url) => !photos.photoUrls.includes(url)),
  );
  return { post: adminPostOf(deps.db, updated), warning: fromVk && !detached ? serverMessages.adminNews.vkEditWarning : null };
}

/**
 * Deletes a post and the photos stored for it by address; its library photos stay in the library
 * (other places may use them). A VK post leaves a tombstone so the sync does not bring it back.
 */
export async function deletePost(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, id: number): Promise<{ id: number }> {
  const row = findRow(deps.db, id);
  deps.db.transaction((tx) => {
    dropUsages(deps.db, 'post', String(row.id));
    tx.delete(posts).where(eq(posts.id, row.id)).run();
    if (row.vkId !== null) {
      tx.insert(vkPostTombstones).values({ vkId: row.vkId, deletedAt: deps.now() }).onConflictDoNothing().run();
    }
  });
  await releasePostImages(deps, row.photoUrls);
  return { id: row.id };
}
