import { useId, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { InlineStatus, type SaveState } from '#client/components/admin/inline-status';
import { useUnsavedChangesGuard } from '#client/components/admin/use-unsaved-changes-guard';
import { telHref } from '#client/lib/phone';
import { failureMessage } from '#client/lib/request-errors';
import type { ApplicationBooking } from '#server/lib/trials/inbox';
import { CLUB_TIME_ZONE } from '#shared/constants';
import { directionName } from '#shared/directions';
import { adminMessages } from '#shared/messages/admin.ru';
import { formatSession } from '#shared/rules/trial-sessions';
import type { Application, ApplicationStatus } from '#shared/schemas/application';
import { directionLabel, statusOptions } from '../filters';
import { useUpdateApplication } from '../use-update-application';
import { ConsentRecord } from './consent-record';
import { MakeMemberButton } from './make-member-button';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const copy = adminMessages.adminArea;

// The server's refusal when it gave a readable one; never a dropped connection's English text.
const errorMessage = (error: unknown): string => failureMessage(error, adminMessages.common.saveError);

/**
 * One application: who, how to call, what for, the trial session booked with it, and its status and
 * note, both saved in place.
 */
export function ApplicationCard({ application, booking }: { application: Application; booking?: ApplicationBooking }) {
  const update = useUpdateApplication();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [statusState, setStatusState] = useState<SaveState>('idle');
  const [statusError, setStatusError] = useState<string>();
  const [note, setNote] = useState(application.note);
  const [noteState, setNoteState] = useState<SaveState>('idle');
  const [noteError, setNoteError] = useState<string>();
  const statusId = useId();
  const noteId = useId();
  const fullName = `${application.name} ${application.lastname}`;
  const noteDirty = note.trim() !== application.note;
  useUnsavedChangesGuard(noteDirty);

  const changeStatus = async (next: ApplicationStatus) => {
    const previous = status;
    setStatus(next);
    setStatusState('saving');
    try {
      await update.mutateAsync({ id: application.id, status: next });
      setStatusState('saved');
    } catch (error) {
      setStatus(previous);
      setStatusError(errorMessage(error));
      setStatusState('error');
    }
  };

  const saveNote = async () => {
    setNoteState('saving');
    try {
      await update.mutateAsync({ id: application.id, note });
      setNoteState('saved');
    } catch (error) {
      // The typed note stays in the field, so nothing is lost; the admin can retry.
      setNoteError(errorMessage(error));
      setNoteState('error');
    }
  };

  return (
    <li
      id={`application-${application.id}`}
      className={`application${status === 'new' ? ' application--new' : ''}`}
      data-application-id={application.id}
    >
      <div className="application__who">
        <p className="application__name">{fullName}</p>
        <a
          className="application__phone"
          href={telHref(application.phone)}
          aria-label={copy.callTo(`${fullName}, ${application.phone}`)}
        >
          {application.phone}
        </a>
      </div>
      <dl className="application__facts">
        <div>
          <dt>{copy.columnDirection}</dt>
          <dd>{directionLabel(application.direction)}</dd>
        </div>
        <div>
          <dt>{copy.columnAge}</dt>
          <dd>{copy.ageYears(application.age)}</dd>
        </div>
        <div>
          <dt>{copy.columnDate}</dt>
          <dd>
            <time dateTime={new Date(application.createdAt * 1000).toISOString()}>
              {dateFormat.format(new Date(application.createdAt * 1000))}
            </time>
          </dd>
        </div>
        {booking && (
          <div className="application__trial">
            <dt>{copy.columnTrial}</dt>
            <dd>
              {copy.trialSession(formatSession(booking.date, booking.time), directionName(booking.direction), booking.title)}{' '}
              <span className={`application__trial-state application__trial-state--${booking.attendance ?? booking.status}`}>
                {copy.trialBookingState[booking.attendance ?? booking.status]}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <div className="application__status">
        <label htmlFor={statusId} className="admin-field__label">
          {copy.columnStatus}
        </label>
        <select
          id={statusId}
          className={`admin-input application__status-select application__status-select--${status}`}
          value={status}
          disabled={statusState === 'saving'}
          onChange={(event) => void changeStatus(event.target.value as ApplicationStatus)}
        >
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <InlineStatus state={statusState} savedText={copy.statusSaved} errorText={statusError} />
        {(status === 'came' || status === 'joined' || booking?.attendance === 'came') && (
          <MakeMemberButton applicationId={application.id} />
        )}
      </div>
      <div className="application__note">
        <label htmlFor={noteId} className="admin-field__label">
          {copy.columnNote}
        </label>
        <textarea
          id={noteId}
          className="admin-input"
          rows={2}
          maxLength={2000}
          placeholder={copy.notePlaceholder}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteState !== 'saving') setNoteState('idle');
          }}
        />
        <div className="application__note-actions">
          <InlineStatus state={noteState} savedText={copy.noteSaved} errorText={noteError} />
          {(noteDirty || noteState === 'error') && (
            <AdminButton size="sm" variant="secondary" pending={noteState === 'saving'} onClick={() => void saveNote()}>
              {copy.saveNote}
            </AdminButton>
          )}
        </div>
      </div>
      <ConsentRecord application={application} />
    </li>
  );
}
