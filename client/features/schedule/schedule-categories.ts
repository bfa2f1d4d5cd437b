import { scheduleMessages } from '#shared/messages/screens/schedule.ru';
import { scheduleCategoryKeys } from './schedule-search';

/** The five categories of the filter with their names, in select order (the page's, not the route's: the names stay out of the entry chunk). */
export const scheduleCategories = scheduleCategoryKeys.map((key) => ({ key, name: scheduleMessages.categories[key] }));
