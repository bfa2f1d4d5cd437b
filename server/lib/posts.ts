import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.ru';
import type { Post } from '../../shared/schemas/post';
import type { Db } from '../db/client';
import { posts } from '../db/schema';

type PostRow = typeof posts.$inferSelect;

/** The spec's Post: storage-only columns (source, VK id, timestamps) stay on the server. */
export function toPost(row: PostRow): Post {
  return { id: row.id, title: row.title, text: row.text, date: row.date, photoUrls: row.photoUrls, attachments: row.attachments };
}

/** Every post, newest id first; filtering (photos, tags, video) is the client's rule (spec 5). */
export function listPosts(db: Db): Post[] {
  return db.select().from(posts).orderBy(desc(posts.id)).all().map(toPost);
}

export function getPost(db: Db, id: number): Post {
  const row = db.select().from(posts).where(eq(posts.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: messages.news.notFound });
  return toPost(row);
}
