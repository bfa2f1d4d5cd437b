import type { ListFormCheck } from '#client/components/admin/use-list-editor';
import { parseForm } from '#client/lib/request-errors';
import { adminMessages } from '#shared/messages/admin.ru';
import { type Coach, type CoachFields, coachFieldsSchema } from '#shared/schemas/coaches';

/** What the inputs hold: the name, the belts and ranks one per line, the portrait's library id ('' none chosen). */
export type CoachFormValues = { name: string; ranks: string; mediaId: string };

export const emptyCoachForm: CoachFormValues = { name: '', ranks: '', mediaId: '' };

export const coachFormFrom = (coach: Coach): CoachFormValues => ({
  name: coach.name,
  ranks: coach.ranks.join('\n'),
  mediaId: coach.mediaId === undefined ? '' : String(coach.mediaId),
});

/**
 * The server's own schema, its adminMessages on the fields. A new coach needs a portrait chosen in
 * the media library (the picker).
 */
export function checkCoachForm(
  values: CoachFormValues,
  { isNew, file }: { isNew: boolean; file: File | null },
): ListFormCheck<CoachFields, CoachFormValues> {
  const parsed = parseForm(coachFieldsSchema, values, ['name', 'ranks', 'mediaId']);
  if (!isNew || file || values.mediaId) return parsed;
  const errors = parsed.ok ? {} : parsed.errors;
  return { ok: false, errors: { ...errors, mediaId: adminMessages.adminCoaches.photoRequired } };
}
