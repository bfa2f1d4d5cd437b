import { z } from 'zod';
import { commonSchemaMessages } from '../messages/schemas/common.ru';
import { postSchemaMessages as copy } from '../messages/schemas/post.ru';
import { MEDIA_ALT_MAX_LENGTH } from '../rules/media';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import { multiLineText, oneLineText, positiveId } from './common';
import { resolvedImageSchema } from './media';

export const postAttachmentSchema = z.object({ type: z.string() }).loose();
export type PostAttachment = z.infer<typeof postAttachmentSchema>;

/** A news item as GET /api/posts has always answered it. */
export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** Unix seconds. */
  date: z.number().int(),
  photoUrls: z.array(z.string()),
  attachments: z.array(postAttachmentSchema),
});
export type Post = z.infer<typeof postSchema>;

export const postIdInput = z.object({
  id: positiveId(commonSchemaMessages.idMissing),
});

/**
 * One photo of a local post: a media library item and, when this post needs another description
 * than the item's own alt text, its alt here (docs/decisions/media-library.md).
 */
export const postPhotoSchema = z.object({
  mediaId: z.number({ error: copy.photoMissing }).int(copy.photoMissing).positive(copy.photoMissing),
  alt: oneLineText().trim().max(MEDIA_ALT_MAX_LENGTH, copy.photoAltTooLong).optional(),
});
export type PostPhoto = z.infer<typeof postPhotoSchema>;

/**
 * What the admin's news editor sends, photos in display order. A local post's photos are library
 * items (`photos`); `photoUrls` is for a VK post (the sync's stored photos, which the admin may
 * reorder or remove) and an old local post whose photos are not moved into the library yet: it
 * takes only addresses the post already shows.
 */
export const postInputSchema = z.object({
  title: oneLineText().trim().max(200, copy.titleTooLong),
  text: multiLineText().trim().min(1, copy.textRequired).max(20000, copy.textTooLong),
  date: z.number().int().positive(copy.dateInvalid),
  photoUrls: z.array(oneLineText().trim().min(1)).max(20, copy.tooManyPhotos).default([]),
  photos: z.array(postPhotoSchema).max(20, copy.tooManyPhotos).default([]),
});
export const createPostInput = postInputSchema;
/**
 * `detached`: true stops the VK sync from overwriting a wall post; false hands it back to the wall
 * (the next sync restores the wall's text); absent keeps the post's current state.
 */
export const updatePostInput = postInputSchema.extend({
  id: positiveId(commonSchemaMessages.idMissing),
  detached: z.boolean().optional(),
});
export type CreatePostInput = z.infer<typeof createPostInput>;
export type UpdatePostInput = z.infer<typeof updatePostInput>;

/** A post as the admin's news editor lists it: the spec's fields plus where it comes from. */
export const adminPostSchema = postSchema.extend({
  source: z.enum(['local', 'vk']),
  vkId: z.number().int().nullable(),
  detached: z.boolean(),
  /** Photos still at VK's address (their download failed and is retried by the next sync). */
  pendingPhotos: z.number().int(),
  /** A local post's library photos, in order, each as the library draws it (null: the item is gone or not ready). */
  photos: z.array(postPhotoSchema.extend({ image: resolvedImageSchema.nullable() })),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** The news views: the home sliders (all news, victories) and the paged lists (press centre, events). */
export const NEWS_VIEWS = ['home', 'victories', 'press', 'events'] as const;
export type NewsView = (typeof NEWS_VIEWS)[number];

/** One page of a news view; `page` is a page number from 1 (a page past the end answers the last one). */
export const newsPageInput = z.object({
  view: z.enum(NEWS_VIEWS, { error: copy.unknownView }),
  page: z
    .number({ error: copy.pageNotInteger })
    .int(copy.pageNotInteger)
    .min(1, copy.pageBelowOne)
    .max(1_000_000, copy.pageTooLarge)
    .default(1),
});
export type NewsPageInput = z.output<typeof newsPageInput>;

/**
 * A post as the news views show it: the text already cleaned (and cut to the card's length on the
 * home page), the first photo at 600 px (`photo`) and 1200 px (`photoLarge`).
 */
export const newsPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.number().int(),
  /** The club's calendar date of `date`, 'YYYY-MM-DD' (shared/rules/dates.ts clubDay), made by the server. */
  day: z.string(),
  text: z.string(),
  photo: z.string().nullable(),
  photoLarge: z.string().nullable(),
  /**
   * The first photo when it is a library item: its srcset, focal point and this post's description
   * of it (alt). Absent for a post whose photos are stored by address (VK, older posts).
   */
  picture: resolvedImageSchema.optional(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export interface NewsPage {
  posts: NewsPost[];
  /** How many posts the view's list holds. */
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
  /** Names the whole list (not the page): it changes when a post joins or leaves the list. */
  listKey: string;
}
