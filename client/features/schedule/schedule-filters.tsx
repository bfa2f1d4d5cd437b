import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { ChevronDownIcon } from '#client/components/ui/icons';
import { type ScheduleDayKey, scheduleDayKeys } from '#shared/constants';
import { messages } from '#shared/messages/public.ru';
import { type ScheduleCategoryKey, type ScheduleSearch, scheduleCategories } from './schedule-search';

/**
 * Spec 2.4: a category select ('Выберите группу' by default) and a weekday select ('Все дни').
 * With scripts a change updates the URL at once; without them the form submits the same query.
 */
export function ScheduleFilters({ search }: { search: ScheduleSearch }) {
  const navigate = useNavigate({ from: '/schedule' });
  const categoryId = useId();
  const dayId = useId();

  const update = (next: Partial<ScheduleSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace: true, resetScroll: false });

  return (
    <form
      className="schedule-filters"
      method="get"
      action="/schedule"
      aria-label={messages.schedule.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="schedule-filters__field">
        <label htmlFor={categoryId} className="schedule-filters__label">
          {messages.schedule.categoryLabel}
        </label>
        <div className="schedule-select">
          <select
            id={categoryId}
            name="category"
            value={search.category ?? ''}
            onChange={(event) => update({ category: (event.target.value || undefined) as ScheduleCategoryKey | undefined })}
          >
            <option value="">{messages.schedule.categoryPlaceholder}</option>
            {scheduleCategories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon />
        </div>
      </div>
      <div className="schedule-filters__field">
        <label htmlFor={dayId} className="schedule-filters__label">
          {messages.schedule.dayLabel}
        </label>
        <div className="schedule-select">
          <select
            id={dayId}
            name="day"
            value={search.day ?? ''}
            onChange={(event) => update({ day: (event.target.value || undefined) as ScheduleDayKey | undefined })}
          >
            <option value="">{messages.schedule.allDays}</option>
            {scheduleDayKeys.map((day) => (
              <option key={day} value={day}>
                {messages.schedule.dayFull[day]}
              </option>
            ))}
          </select>
          <ChevronDownIcon />
        </div>
      </div>
      <div className="schedule-filters__actions">
        <noscript>
          <button type="submit" className="button button--sm">
            {messages.schedule.apply}
          </button>
        </noscript>
        {(search.category || search.day) && (
          <Link to="/schedule" search={{}} replace resetScroll={false} className="schedule-filters__reset">
            {messages.schedule.reset}
          </Link>
        )}
      </div>
    </form>
  );
}
