import { type RouterOutputs, trpc } from '#client/lib/trpc';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { formatDayMonth } from '#shared/rules/dates';
import type { JournalPeriod } from '../hooks/use-journal-month';

type State = RouterOutputs['members']['journalStates'][number];
export type JournalPassStates = ReadonlyMap<string, State>;

const copy = membersMessages;
const LIVE = new Set(['active', 'frozen', 'not_started']);

/** The pass states of the month shown, by journal row (the server trims a coach's to state, classes and end). */
export function useJournalPassStates(period: JournalPeriod | null | undefined): JournalPassStates | undefined {
  const query = trpc.members.journalStates.useQuery(period ?? { group: '', month: 1, year: 2000 }, {
    enabled: Boolean(period),
    staleTime: 0,
  });
  return query.data ? new Map(query.data.map((state) => [state.recordId, state])) : undefined;
}

/** 'Действует · осталось 5 · до 14 дек.', or 'без абонемента', and for the office the ticks without a pass. */
export function PassStateLine({ state }: { state: State | undefined }) {
  if (!state) return null;
  const pass = state.pass;
  const live = pass !== null && LIVE.has(pass.state);
  const parts: string[] = pass ? [copy.passStates[pass.state]] : [copy.noPass];
  if (pass && live && pass.state !== 'used_up')
    parts.push(pass.classesLeft === null ? copy.members.unlimited : copy.members.classesLeft(pass.classesLeft));
  if (pass?.endsOn) parts.push(copy.members.until(formatDayMonth(pass.endsOn)));
  return (
    <span className={`journal-pass journal-pass--${live ? 'ok' : 'off'}`} data-testid="journal-pass">
      {parts.join(' · ')}
      {state.unpaidDays.length > 0 && (
        <span className="journal-pass__debt"> · {copy.journal.unpaidDays(state.unpaidDays.join(', '))}</span>
      )}
    </span>
  );
}
