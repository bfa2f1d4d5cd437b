import { z } from 'zod';
import { idSchema } from './common';
import { resolvedImageSchema } from './media';

/** At most this many belts and ranks on one coach; each one short enough for a chip on /about. */
export const COACH_RANKS_MAX = 8;
export const COACH_RANK_MAX_LENGTH = 80;

export const coachSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The portrait, a stored WebP (/uploads/…-1600.webp; smaller widths beside it). */
  photo: z.string(),
  /** Belts, ranks and titles, in the admin's order: 'Чёрный пояс, 2 дан', 'Мастер спорта по самбо'. */
  ranks: z.array(z.string()),
  /** The portrait as a media library item (absent for a portrait uploaded the old way): its id and what /about draws. */
  mediaId: z.number().optional(),
  image: resolvedImageSchema.optional(),
});
export type Coach = z.infer<typeof coachSchema>;

/**
 * Belts and ranks come as one text, one per line (a textarea, or a multipart field of the legacy
 * form); blank lines are dropped.
 */
const ranksFromLines = z
  .string({ error: 'Пояса и звания: ожидается текст' })
  .max(2000, 'Пояса и звания: не более 2000 символов')
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string().max(COACH_RANK_MAX_LENGTH, `Пояса и звания: строка не длиннее ${COACH_RANK_MAX_LENGTH} символов`))
      .max(COACH_RANKS_MAX, `Пояса и звания: не более ${COACH_RANKS_MAX} строк`),
  );

/** The text fields of the coach form (multipart: the photo travels beside them and is checked by the server). */
export const coachFieldsSchema = z.object({
  name: z
    .string({ error: 'Имя: обязательное поле' })
    .trim()
    .min(1, 'Имя: обязательное поле')
    .max(100, 'Имя: не более 100 символов'),
  ranks: ranksFromLines.optional().transform((ranks) => ranks ?? []),
  /** The portrait chosen in the media library (multipart text; empty: none chosen, the photo file or the stored one counts). */
  mediaId: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, 'Фото: выберите фото в библиотеке')
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});
export type CoachFields = z.output<typeof coachFieldsSchema>;
export const updateCoachFieldsSchema = coachFieldsSchema.extend({ id: idSchema });
