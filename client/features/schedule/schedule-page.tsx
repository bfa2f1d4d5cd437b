import { useSearch } from '@tanstack/react-router';
import { BannerPage } from '#client/components/layout/banner-page';
import { AppLink } from '#client/components/ui/app-link';
import { CtaBand } from '#client/components/ui/cta-band';
import { ArrowRightIcon, CalendarIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { trpc } from '#client/lib/trpc';
import { publicMessages } from '#shared/messages/public.ru';
import { scheduleMessages } from '#shared/messages/screens/schedule.ru';
import { filterSchedule, visibleDays } from '#shared/rules/schedule';
import { scheduleCategories } from './schedule-categories';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleTable } from './schedule-table';
import { trialLinkFinder } from './trial-links';
import './schedule.css';

/** The timetable with its category and weekday filters (kept in the URL); a filter keeps only the rows with a matching cell. */
export function SchedulePage() {
  const search = useSearch({ from: '/schedule' });
  const [allRows] = trpc.schedule.list.useSuspenseQuery();
  const [trialSessions] = trpc.trials.sessions.list.useSuspenseQuery({});
  const trialFor = trialLinkFinder(trialSessions);
  const category = scheduleCategories.find((each) => each.key === search.category);
  const day = search.day ?? null;
  const rows = filterSchedule(allRows, category?.name ?? null, day);
  const days = visibleDays(day);
  const caption = [scheduleMessages.caption, category?.name, search.day ? scheduleMessages.dayFull[search.day] : undefined]
    .filter(Boolean)
    .join(' — ');

  return (
    <BannerPage
      // With the page: the table follows the filters above it.
      below="with-page"
      title={publicMessages.nav.schedule}
      path="/schedule"
      icon={<CalendarIcon />}
      lead={scheduleMessages.lead}
      watermark={scheduleMessages.watermark}
      className="schedule-section"
      label={scheduleMessages.caption}
    >
      <Reveal className="schedule-board">
        <div className="schedule-board__head">
          <ScheduleFilters search={search} />
          <ul className="schedule-legend" aria-label={scheduleMessages.legend}>
            {scheduleCategories.map((each) => (
              <li key={each.key} data-category={each.key} data-active={each.key === search.category ? '' : undefined}>
                {each.name}
              </li>
            ))}
          </ul>
        </div>
        {rows.length > 0 ? (
          <ScheduleTable rows={rows} days={days} caption={caption} trialFor={trialFor} />
        ) : (
          <p className="schedule-empty" role="status">
            {allRows.length === 0 ? scheduleMessages.emptyAll : scheduleMessages.empty}
          </p>
        )}
      </Reveal>
      <CtaBand delay={0.1} title={scheduleMessages.trialTitle} text={scheduleMessages.trialText}>
        <AppLink to="/waiting-list" className="button button--gold">
          {publicMessages.nav.signUp}
          <ArrowRightIcon />
        </AppLink>
      </CtaBand>
    </BannerPage>
  );
}
