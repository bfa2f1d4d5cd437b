import { Link, useNavigate } from '@tanstack/react-router';
import { SelectField } from '#client/components/ui/select-field';
import { UrlFilterApply, UrlFilterForm } from '#client/components/ui/url-filter-form';
import { type ScheduleDayKey, scheduleDayKeys } from '#shared/constants';
import { scheduleMessages } from '#shared/messages/screens/schedule.ru';
import { scheduleCategories } from './schedule-categories';
import type { ScheduleCategoryKey, ScheduleSearch } from './schedule-search';

/**
 * A category select ('Выберите группу' by default) and a weekday select ('Все дни').
 * With scripts a change updates the URL at once; without them the form submits the same query.
 */
export function ScheduleFilters({ search }: { search: ScheduleSearch }) {
  const navigate = useNavigate({ from: '/schedule' });

  const update = (next: Partial<ScheduleSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace: true, resetScroll: false });

  return (
    <UrlFilterForm className="schedule-filters" action="/schedule" label={scheduleMessages.filtersLabel}>
      <SelectField
        label={scheduleMessages.categoryLabel}
        name="category"
        value={search.category ?? ''}
        onChange={(value) => update({ category: (value || undefined) as ScheduleCategoryKey | undefined })}
        options={[
          { value: '', label: scheduleMessages.categoryPlaceholder },
          ...scheduleCategories.map((category) => ({ value: category.key, label: category.name })),
        ]}
      />
      <SelectField
        label={scheduleMessages.dayLabel}
        name="day"
        value={search.day ?? ''}
        onChange={(value) => update({ day: (value || undefined) as ScheduleDayKey | undefined })}
        options={[
          { value: '', label: scheduleMessages.allDays },
          ...scheduleDayKeys.map((day) => ({ value: day, label: scheduleMessages.dayFull[day] })),
        ]}
      />
      <div className="schedule-filters__actions">
        <UrlFilterApply label={scheduleMessages.apply} />
        {(search.category || search.day) && (
          <Link to="/schedule" search={{}} replace resetScroll={false} className="schedule-filters__reset">
            {scheduleMessages.reset}
          </Link>
        )}
      </div>
    </UrlFilterForm>
  );
}
