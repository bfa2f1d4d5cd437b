import { useId, useState } from 'react';
import { AdminButton } from '#client/components/admin/admin-button';
import { TextField } from '#client/components/admin/text-field';
import { adminMessages } from '#shared/messages/admin.ru';
import { clubDateTime, clubWallInput, instantOfClubWall } from '../club-time';
import type { PageEditorState } from '../use-page-editor';

const copy = adminMessages.adminPages;

/**
 * 'Опубликовать' now, or at a time on the club's clock; a pending schedule is shown with its cancel.
 * Both save the draft first when it has unsaved changes, so what is published is what is on screen.
 */
export function PublishPanel({
  state,
  schedule,
  summary,
  onSummary,
}: {
  state: PageEditorState;
  schedule: { at: string } | null;
  /** The words of the publish, shared with the phone's bar, whose 'Опубликовать' sends them too. */
  summary: string;
  onSummary: (summary: string) => void;
}) {
  const [wall, setWall] = useState('');
  const [wallError, setWallError] = useState<string | null>(null);
  const headingId = useId();
  const at = instantOfClubWall(wall);
  const when = at ? clubDateTime(at) : null;

  const scheduleIt = async () => {
    if (!at || !when) return setWallError(copy.scheduleEmpty);
    if (Date.parse(at) <= Date.now()) return setWallError(copy.schedulePast);
    if (await state.scheduleAt(at, when)) setWall('');
  };

  return (
    <section className="admin-card page-publish" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        {copy.publish}
      </h2>
      <TextField
        label={copy.summary}
        placeholder={copy.summaryPlaceholder}
        maxLength={200}
        value={summary}
        onChange={(event) => onSummary(event.target.value)}
      />
      {/* On a phone this one is the sticky bar's (page-editor.tsx): one 'Опубликовать' on each layout. */}
      <AdminButton
        className="page-publish__now"
        pending={state.publishing}
        pendingLabel={copy.publishing}
        disabled={state.busy}
        onClick={() => void state.publishNow(summary).then((done) => done && onSummary(''))}
      >
        {copy.publish}
      </AdminButton>
      {schedule ? (
        <div className="page-publish__scheduled" role="status">
          <p>{copy.scheduledNote(clubDateTime(schedule.at))}</p>
          <AdminButton size="sm" variant="secondary" disabled={state.busy} onClick={() => void state.cancelSchedule()}>
            {copy.cancelSchedule}
          </AdminButton>
        </div>
      ) : null}
      <div className="page-publish__later">
        <TextField
          label={copy.scheduleAt}
          type="datetime-local"
          min={clubWallInput(Date.now())}
          value={wall}
          error={wallError}
          onChange={(event) => {
            setWall(event.target.value);
            setWallError(null);
          }}
        />
        <AdminButton variant="secondary" pending={state.scheduling} disabled={state.busy} onClick={() => void scheduleIt()}>
          {when ? copy.scheduleButton(when) : copy.scheduleButtonEmpty}
        </AdminButton>
      </div>
    </section>
  );
}
