import { searchOneOf } from '#client/lib/search-params';
import { type ScheduleDayKey, scheduleDayKeys } from '#shared/constants';

/** The five categories of the filter, in select order; the key is what the URL holds. */
export const scheduleCategoryKeys = ['childrenCompetitive', 'childrenMiddle', 'childrenJunior', 'adultMma', 'women'] as const;
export type ScheduleCategoryKey = (typeof scheduleCategoryKeys)[number];

/** `?category=adultMma&day=vt`; an unknown or empty value (a no-JS form sends '') means "no filter". */
export interface ScheduleSearch {
  category?: ScheduleCategoryKey;
  day?: ScheduleDayKey;
}

export function parseScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  // Every key is returned, undefined when invalid: the router keeps raw values of keys left out.
  return { category: searchOneOf(search.category, scheduleCategoryKeys), day: searchOneOf(search.day, scheduleDayKeys) };
}
