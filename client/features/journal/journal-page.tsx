import { keepPreviousData } from '@tanstack/react-query';
import { useLoaderData } from '@tanstack/react-router';
import { BannerPage } from '#client/components/layout/banner-page';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { UsersIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { trpc } from '#client/lib/trpc';
import { publicMessages } from '#shared/messages/public.ru';
import { journalMessages } from '#shared/messages/screens/journal.ru';
import { JournalFilters } from './journal-filters';
import { AttendanceMark, JournalTable } from './journal-table';
import './journal.css';

/** The read-only public journal of one group's month. */
export function JournalPage() {
  const selection = useLoaderData({ from: '/attendance-journal' });
  const [groups] = trpc.groups.list.useSuspenseQuery();
  const { groupId, year, month } = selection;
  const { data: records = [] } = trpc.attendance.publicList.useQuery(
    { group: groupId ?? '', month, year },
    { enabled: groupId !== null, placeholderData: keepPreviousData },
  );
  const group = groups.find((each) => each._id === groupId);
  const monthName = publicMessages.calendar.monthsNominative[month - 1] ?? '';

  return (
    <BannerPage
      below="parts"
      title={publicMessages.nav.attendanceJournal}
      path="/attendance-journal"
      icon={<UsersIcon />}
      lead={journalMessages.lead}
      watermark={journalMessages.watermark}
      className="journal-section"
    >
      <Reveal className="journal-board">
        <div className="journal-board__head">
          <JournalFilters groups={groups} selection={selection} />
        </div>
        {group && records.length > 0 ? (
          // A month of a group is a few hundred cells: hydrated (and on a client visit drawn) apart,
          // after the filters, which a visitor reaches first (docs/decisions/phone-speed.md).
          <HydrateApart waitForVisitor={false}>
            <JournalTable
              records={records}
              year={year}
              month={month}
              caption={journalMessages.caption(group.name, monthName, year)}
            />
            <ul className="journal-legend" aria-label={journalMessages.legend}>
              <li>
                <AttendanceMark mark={true} />
                <span aria-hidden="true">{journalMessages.present}</span>
              </li>
              <li>
                <AttendanceMark mark={false} />
                <span aria-hidden="true">{journalMessages.absent}</span>
              </li>
              <li>
                <AttendanceMark mark={undefined} />
                <span aria-hidden="true">{journalMessages.notMarked}</span>
              </li>
            </ul>
          </HydrateApart>
        ) : (
          <p className="empty-note journal-empty" role="status">
            {journalMessages.noData}
          </p>
        )}
      </Reveal>
    </BannerPage>
  );
}
