import { z } from 'zod';

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

export const postIdInput = z.object({ id: z.coerce.number({ error: 'Не указан идентификатор' }).int('Не указан идентификатор').positive('Не указан идентификатор') });

/** What the admin's news editor sends. Photos are already-uploaded addresses, in display order. */
export const postInputSchema = z.object({
  title: z.string().trim().max(200, 'Заголовок: не более 200 символов'),
  text: z.string().trim().min(1, 'Текст: обязательное поле').max(20000, 'Текст: не более 20000 символов'),
  date: z.number().int().positive('Дата: некорректное значение'),
  photoUrls: z.array(z.string().trim().min(1)).max(20, 'Не более 20 фотографий'),
});
export const createPostInput = postInputSchema;
export const updatePostInput = postInputSchema.extend({ id: z.number().int() });
export type CreatePostInput = z.infer<typeof createPostInput>;
export type UpdatePostInput = z.infer<typeof updatePostInput>;
