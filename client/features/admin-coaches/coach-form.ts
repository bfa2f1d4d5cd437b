import { parseForm } from '#client/lib/request-errors';
import { type Coach, coachFieldsSchema } from '#shared/schemas/coaches';

/** What the inputs hold: the name, and the belts and ranks one per line. */
export type CoachFormValues = { name: string; ranks: string };

export const emptyCoachForm: CoachFormValues = { name: '', ranks: '' };

export const coachFormFrom = (coach: Coach): CoachFormValues => ({ name: coach.name, ranks: coach.ranks.join('\n') });

/** The server's own schema, its messages on the fields. */
export const checkCoachForm = (values: CoachFormValues) => parseForm(coachFieldsSchema, values, ['name', 'ranks']);
