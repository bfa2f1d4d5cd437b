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
import { postImageExists, releasePostImages } from './post-images';

type PostRow = typeof posts.$inferSelect;

/**
 * The spec's Post: storage-only columns (source, VK id, timestamps) stay on the server. Attachment
 * addresses that are not http(s) (stored before the import checked them) are not sent.
 */
export function toPost(row: PostRow): Post {
  const attachments = row.attachments.map((attachment) => safeAttachment(attachment as PostAttachment & { url?: unknown }));
  return { id: row.id, title: row.title, text: row.text, date: row.date, photoUrls: row.photoUrls, attachments };
}

export function toAdminPost(row: PostRow): AdminPost {
  return {
    ...toPost(row),
    source: row.source,
    vkId: row.vkId,
    detached: row.detached,
    pendingPhotos: row.photoSources.filter((source) => row.photoUrls.includes(source.url)).length,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every post, newest id first, unfiltered: GET /api/posts and tools that want the whole wall. */
export function listPosts(db: Db): Post[] {
  return db.select().from(posts).orderBy(desc(posts.id)).all().map(toPost);
}

/**
 * One page of a news view, read through the view's index (posts_news*): the count and the list's key
 * come from the index alone, and only the page's rows are read. The rules behind the stored columns
 * are shared/rules/news.ts; `newsPageOf` there is the same selection over a list in memory.
 */
export function listNewsPage(db: Db, input: NewsPageInput): NewsPage {
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
    })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.id))
    .limit(numbers.pageSize)
    .offset(numbers.offset)
    .all();
  return {
    posts: rows.map((row) => ({ ...row, day: clubDay(row.date) })),
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

export function getPost(db: Db, id: number): Post {
  return toPost(findRow(db, id));
}

export function adminListPosts(db: Db): AdminPost[] {
  return db.select().from(posts).orderBy(desc(posts.id)).all().map(toAdminPost);
}

/**
 * Photos are ours: a new address must be a photo uploaded through `posts.uploadPhoto` (so pages never
 * send visitors to another host); addresses the post already had may stay (VK photos not downloaded yet).
 */
function checkPhotos(deps: Pick<AppDeps, 'env'>, photoUrls: string[], kept: readonly string[]): void {
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

export function createPost(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, input: CreatePostInput): AdminPost {
  checkPhotos(deps, input.photoUrls, []);
  const now = deps.now();
  const row = deps.db
    .insert(posts)
    .values({
      title: titleOf(input),
      text: input.text,
      date: input.date,
      photoUrls: input.photoUrls,
      attachments: [],
      ...newsColumns({ text: input.text, photoUrls: input.photoUrls, attachments: [] }),
      source: 'local',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return toAdminPost(row);
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
  checkPhotos(deps, input.photoUrls, row.photoUrls);
  const fromVk = row.source === 'vk';
  const detached = fromVk ? (input.detached ?? row.detached) : false;
  const updated = deps.db
    .update(posts)
    .set({
      title: titleOf(input),
      text: input.text,
      date: input.date,
      photoUrls: input.photoUrls,
      ...newsColumns({ text: input.text, photoUrls: input.photoUrls, attachments: row.attachments }),
      detached,
      // Forgetting the wall's hash makes the next sync rewrite a post still tied to the wall.
      ...(fromVk && !detached ? { vkHash: null } : {}),
      updatedAt: deps.now(),
    })
    .where(eq(posts.id, row.id))
    .returning()
    .get();
  await releasePostImages(
    deps,
    row.photoUrls.filter((url) => !input.photoUrls.includes(url)),
  );
  return { post: toAdminPost(updated), warning: fromVk && !detached ? serverMessages.adminNews.vkEditWarning : null };
}

/** Deletes a post and its photos; a VK post leaves a tombstone so the sync does not bring it back. */
export async function deletePost(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, id: number): Promise<{ id: number }> {
  const row = findRow(deps.db, id);
  deps.db.transaction((tx) => {
    tx.delete(posts).where(eq(posts.id, row.id)).run();
    if (row.vkId !== null) {
      tx.insert(vkPostTombstones).values({ vkId: row.vkId, deletedAt: deps.now() }).onConflictDoNothing().run();
    }
  });
  await releasePostImages(deps, row.photoUrls);
  return { id: row.id };
}
