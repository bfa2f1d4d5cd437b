import { z } from 'zod';
import { coachesSchemaMessages as copy } from '../messages/schemas/coaches.ru';
import { idSchema, multiLineText, oneLineText } from './common';
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
const ranksFromLines = multiLineText({ error: copy.ranksNotText })
  .max(2000, copy.ranksTooLong)
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string().max(COACH_RANK_MAX_LENGTH, copy.rankTooLong(COACH_RANK_MAX_LENGTH)))
      .max(COACH_RANKS_MAX, copy.tooManyRanks(COACH_RANKS_MAX)),
  );

/** The text fields of the coach form (multipart: the photo travels beside them and is checked by the server). */
export const coachFieldsSchema = z.object({
  name: oneLineText({ error: copy.nameRequired }).trim().min(1, copy.nameRequired).max(100, copy.nameTooLong),
  ranks: ranksFromLines.optional().transform((ranks) => ranks ?? []),
  /** The portrait chosen in the media library (multipart text; empty: none chosen, the photo file or the stored one counts). */
  mediaId: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, copy.mediaId)
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});
export type CoachFields = z.output<typeof coachFieldsSchema>;
export const updateCoachFieldsSchema = coachFieldsSchema.extend({ id: idSchema });
