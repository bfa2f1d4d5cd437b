import { z } from 'zod';
import { messages } from '../../../shared/messages.ru';
import { scheduleDayKeys } from '../../../shared/schemas/schedule';

/** The five categories of the filter (spec 2.4), in select order; the key is what the URL holds. */
export const scheduleCategoryKeys = ['childrenCompetitive', 'childrenMiddle', 'childrenJunior', 'adultMma', 'women'] as const;
export type ScheduleCategoryKey = (typeof scheduleCategoryKeys)[number];

export const scheduleCategories = scheduleCategoryKeys.map((key) => ({ key, name: messages.schedule.categories[key] }));

/** `?category=adultMma&day=vt`; an unknown or empty value (a no-JS form sends '') means "no filter". */
const scheduleSearchSchema = z.object({
  category: z.enum(scheduleCategoryKeys).optional().catch(undefined),
  day: z.enum(scheduleDayKeys).optional().catch(undefined),
});
export type ScheduleSearch = z.output<typeof scheduleSearchSchema>;

export function parseScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  return scheduleSearchSchema.parse(search);
}
