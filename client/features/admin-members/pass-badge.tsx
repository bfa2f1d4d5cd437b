import { membersMessages } from '#shared/messages/admin-members.ru';
import { formatDay } from '#shared/rules/dates';
import type { PassSummary } from '#shared/schemas/members';

const copy = membersMessages.members;
const LIVE = new Set(['active', 'frozen', 'not_started']);

/** 'Действует · осталось 5 · до 14 декабря 2026', or 'без абонемента': the same words on the roster, the card and the journal. */
export function passLine(pass: PassSummary | null): string {
  if (!pass) return membersMessages.noPass;
  const parts: string[] = [membersMessages.passStates[pass.state]];
  if (pass.state !== 'used_up' && LIVE.has(pass.state))
    parts.push(pass.classesLeft === null ? copy.unlimited : copy.classesLeft(pass.classesLeft));
  if (pass.endsOn) parts.push(copy.until(formatDay(pass.endsOn)));
  return parts.join(' · ');
}

export function PassBadge({ pass }: { pass: PassSummary | null }) {
  const tone = !pass || !LIVE.has(pass.state) ? 'off' : pass.state === 'active' ? 'ok' : 'wait';
  return <span className={`member-pass member-pass--${tone}`}>{passLine(pass)}</span>;
}
