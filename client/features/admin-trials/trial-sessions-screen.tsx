import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { AdminPage } from '#client/components/admin/admin-page';
import { AdminSection } from '#client/components/admin/admin-section';
import { EmptyState } from '#client/components/admin/empty-state';
import { telHref } from '#client/lib/phone';
import { failureMessage, isUnauthorized } from '#client/lib/request-errors';
import { storedStaffRole } from '#client/lib/staff-account';
import { notify } from '#client/lib/toast';
import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatSession } from '#shared/rules/trial-sessions';
import './admin-trials.css';
import { directionName } from '#shared/directions';

const copy = adminMessages.adminTrials;
type Session = RouterOutputs['trials']['sessions']['admin'][number];
type Attendee = Session['attendees'][number];

function AttendeeRow({ attendee }: { attendee: Attendee }) {
  const utils = trpc.useUtils();
  const mark = trpc.trials.attendance.mark.useMutation({
    onSuccess: () => {
      void utils.trials.sessions.admin.invalidate();
      void utils.applications.invalidate();
    },
    onError: (error) => {
      if (!isUnauthorized(error)) notify.error(failureMessage(error, adminMessages.common.saveError));
    },
  });
  const set = (value: 'came' | 'no-show') =>
    mark.mutate({ bookingId: attendee.bookingId, attendance: attendee.attendance === value ? null : value });
  const waitlisted = attendee.status === 'waitlisted';
  return (
    <li className={`at-person${waitlisted ? ' at-person--waitlist' : ''}`}>
      <div className="at-person__who">
        <span className="at-person__name">
          {attendee.name} {attendee.lastname}
        </span>
        <span className="at-person__meta">
          {copy.age(attendee.age)}
          {/* A coach's list comes without phones (server/trpc/coach-scope.ts). */}
          {attendee.phone && (
            <>
              {' · '}
              <a href={telHref(attendee.phone)} className="at-person__phone">
                {attendee.phone}
              </a>
            </>
          )}
        </span>
        <span className="at-person__tags">
          {waitlisted ? (
            <span className="at-tag at-tag--waitlist">{copy.waitlist}</span>
          ) : (
            <span className={attendee.firstVisit ? 'at-tag at-tag--first' : 'at-tag'}>
              {attendee.firstVisit ? copy.firstVisit : copy.repeatVisit}
            </span>
          )}
        </span>
      </div>
      {!waitlisted && (
        <div className="at-person__marks">
          <AdminButton
            size="sm"
            variant={attendee.attendance === 'came' ? 'primary' : 'secondary'}
            aria-pressed={attendee.attendance === 'came'}
            disabled={mark.isPending}
            onClick={() => set('came')}
          >
            {copy.came}
          </AdminButton>
          <AdminButton
            size="sm"
            variant={attendee.attendance === 'no-show' ? 'danger' : 'secondary'}
            aria-pressed={attendee.attendance === 'no-show'}
            disabled={mark.isPending}
            onClick={() => set('no-show')}
          >
            {copy.noShow}
          </AdminButton>
        </div>
      )}
    </li>
  );
}

function SessionCard({ session }: { session: Session }) {
  const booked = session.attendees.filter((a) => a.status === 'booked').length;
  const title = [formatSession(session.date, session.time), directionName(session.direction), session.title]
    .filter(Boolean)
    .join(' · ');
  return (
    <AdminSection
      title={title}
      actions={
        <span className={session.closed ? 'at-seats at-seats--closed' : 'at-seats'}>
          {session.closed
            ? `${copy.closed}${session.closedReason ? `: ${session.closedReason}` : ''}`
            : copy.seats(booked, session.capacity)}
        </span>
      }
    >
      {session.attendees.length ? (
        <ul className="at-people">
          {session.attendees.map((attendee) => (
            <AttendeeRow key={attendee.bookingId} attendee={attendee} />
          ))}
        </ul>
      ) : (
        <p className="at-nobody">{copy.nobody}</p>
      )}
    </AdminSection>
  );
}

/** 'Пробные занятия': the sessions of the past week (to mark) and the next two weeks, who is coming. */
export function TrialSessionsScreen() {
  const [sessions] = trpc.trials.sessions.admin.useSuspenseQuery();
  // Sessions nobody booked are many (every slot, two weeks): hidden until asked for.
  const [showEmpty, setShowEmpty] = useState(false);
  const shown = showEmpty ? sessions : sessions.filter((s) => s.attendees.length > 0 || s.closed);
  const hidden = sessions.length - shown.length;
  return (
    <AdminPage
      title={copy.sessionsTitle}
      description={copy.sessionsLead}
      actions={
        storedStaffRole() === 'coach' ? undefined : (
          <Link to="/admin/trial-slots" className="admin-button admin-button--secondary">
            {copy.toSlots}
          </Link>
        )
      }
    >
      {sessions.length === 0 ? (
        <EmptyState title={copy.noSessions} />
      ) : (
        <div className="at-sessions">
          {shown.length === 0 && <p className="at-nobody">{copy.nobodyAnywhere}</p>}
          {shown.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
          {(hidden > 0 || showEmpty) && (
            <div>
              <AdminButton variant="ghost" onClick={() => setShowEmpty((value) => !value)}>
                {showEmpty ? copy.hideEmpty : copy.showEmpty(hidden)}
              </AdminButton>
            </div>
          )}
        </div>
      )}
    </AdminPage>
  );
}
