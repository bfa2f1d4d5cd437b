import { z } from 'zod';
// First, so Zod's configuration (Russian messages, no eval in the browser) applies to these schemas.
import './common';

export const postAttachmentSchema = z.object({ type: z.string() }).loose();
export type PostAttachment = z.infer<typeof postAttachmentSchema>;

/** A news item as spec section 3 and GET /api/posts describe it. */
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
  id: z.coerce.number({ error: 'Не указан идентификатор' }).int('Не указан идентификатор').positive('Не указан идентификатор'),
});

/** What the admin's news editor sends. Photos are already-uploaded addresses, in display order. */
export const postInputSchema = z.object({
  title: z.string().trim().max(200, 'Заголовок: не более 200 символов'),
  text: z.string().trim().min(1, 'Текст: обязательное поле').max(20000, 'Текст: не более 20000 символов'),
  date: z.number().int().positive('Дата: некорректное значение'),
  photoUrls: z.array(z.string().trim().min(1)).max(20, 'Не более 20 фотографий'),
});
export const createPostInput = postInputSchema;
/**
 * `detached`: true stops the VK sync from overwriting a wall post; false hands it back to the wall
 * (the next sync restores the wall's text); absent keeps the post's current state.
 */
export const updatePostInput = postInputSchema.extend({ id: z.number().int(), detached: z.boolean().optional() });
export type CreatePostInput = z.infer<typeof createPostInput>;
export type UpdatePostInput = z.infer<typeof updatePostInput>;

/** A post as the admin's news editor lists it: the spec's fields plus where it comes from. */
export const adminPostSchema = postSchema.extend({
  source: z.enum(['local', 'vk']),
  vkId: z.number().int().nullable(),
  detached: z.boolean(),
  /** Photos still at VK's address (their download failed and is retried by the next sync). */
  pendingPhotos: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
