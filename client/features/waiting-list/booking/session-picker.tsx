import { startTransition, useState } from 'react';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import { addDays, clubDateTime, formatSessionDay, formatSessionWeekday, seatsWord } from '#shared/rules/trial-sessions';
import type { TrialSession } from '#shared/schemas/trial';
import './trial-booking.css';

const copy = trialsMessages.picker;

/** '' stands for 'Другое время — перезвоните мне', the plain application. */
export const CALL_ME = '';

function dayLabel(date: string): string {
  const today = clubDateTime(Math.floor(Date.now() / 1000)).date;
  if (date === today) return copy.today;
  if (date === addDays(today, 1)) return copy.tomorrow;
  return formatSessionWeekday(date);
}

/**
 * The sessions of the next 14 days that fit the visitor, as large radio cards a thumb can hit, plus
 * the plain 'call me back' choice. A full session stays selectable: choosing it means the waitlist.
 */
export function SessionPicker({
  name,
  sessions,
  state,
  value,
  onChange,
  legend = copy.legend,
  excludeId,
  allowCallMe = true,
}: {
  name: string;
  legend?: string;
  /** The visitor's current session, left out when moving. */
  excludeId?: string;
  allowCallMe?: boolean;
  sessions: TrialSession[];
  state: 'idle' | 'loading' | 'failed' | 'ready';
  value: string;
  onChange: (value: string) => void;
}) {
  // The tap's own frame shows the choice: the picker re-renders at once, alone, and the form that
  // owns `value` (every field) follows in a transition, which React renders in slices after that
  // frame (docs/decisions/phone-speed.md). The choice is held only until `value` changes.
  const [chosen, setChosen] = useState<{ for: string; value: string } | null>(null);
  const current = chosen && chosen.for === value ? chosen.value : value;
  const choose = (next: string) => {
    setChosen({ for: value, value: next });
    startTransition(() => onChange(next));
  };
  const shown = sessions.filter((session) => session.id !== excludeId);
  const selected = shown.find((session) => session.id === current);
  return (
    <fieldset className="tb-picker">
      <legend className="wl-field__label tb-picker__legend">{legend}</legend>
      {state === 'idle' && <p className="tb-picker__note">{copy.needDirectionAndAge}</p>}
      {state === 'loading' && (
        <p className="tb-picker__note" role="status">
          {copy.loading}
        </p>
      )}
      {state === 'failed' && <p className="tb-picker__note">{copy.loadFailed}</p>}
      {state === 'ready' && shown.length === 0 && allowCallMe && <p className="tb-picker__note">{copy.none}</p>}
      {state === 'ready' && shown.length > 0 && allowCallMe && <p className="tb-picker__note">{copy.hint}</p>}
      <div className="tb-picker__list">
        {state === 'ready' &&
          shown.map((session) => {
            const full = session.seatsLeft === 0;
            return (
              <label key={session.id} className={`tb-option${full ? ' tb-option--full' : ''}`}>
                <input
                  type="radio"
                  name={name}
                  value={session.id}
                  checked={current === session.id}
                  onChange={() => choose(session.id)}
                  className="tb-option__radio"
                />
                <span className="tb-option__body">
                  <span className="tb-option__date">
                    {formatSessionDay(session.date)}, <span className="tb-option__weekday">{dayLabel(session.date)}</span>
                  </span>
                  <span className="tb-option__time">{session.time}</span>
                  {session.title && <span className="tb-option__title">{session.title}</span>}
                  <span className={full ? 'tb-option__seats tb-option__seats--full' : 'tb-option__seats'}>
                    {full ? copy.full : copy.seatsLeft(session.seatsLeft, seatsWord(session.seatsLeft))}
                  </span>
                </span>
              </label>
            );
          })}
        {allowCallMe && (
          <label className="tb-option tb-option--call">
            <input
              type="radio"
              name={name}
              value={CALL_ME}
              checked={!selected}
              onChange={() => choose(CALL_ME)}
              className="tb-option__radio"
            />
            <span className="tb-option__body">
              <span className="tb-option__date">{copy.callMe}</span>
              <span className="tb-option__title">{copy.callMeHint}</span>
            </span>
          </label>
        )}
      </div>
      {selected && selected.seatsLeft === 0 && (
        <p className="tb-picker__waitlist" role="note">
          {copy.fullHint}
        </p>
      )}
    </fieldset>
  );
}
