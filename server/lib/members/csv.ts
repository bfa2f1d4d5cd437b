import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { toCsv } from '#shared/rules/csv';
import { shownPhone } from '#shared/rules/phone';
import type { listMembersInput } from '#shared/schemas/members';
import type { AppDeps } from '../../deps';
import { listMembers } from './list';

/** The roster the filter selects as a spreadsheet (as the applications' CSV): one row per member. */
export function membersCsv(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: z.output<typeof listMembersInput>,
): { filename: string; content: string } {
  const copy = membersMessages;
  const rows = listMembers(deps, input).map((m) => [
    m.fullName,
    m.birthDate ?? '',
    m.groups.map((g) => g.name).join(', '),
    m.phones.map((p) => (p.label ? `${shownPhone(p.phone)} (${p.label})` : shownPhone(p.phone))).join(', '),
    m.guardianName ?? '',
    m.pass?.name ?? '',
    m.pass ? copy.passStates[m.pass.state] : copy.noPass,
    m.pass?.classesLeft ?? '',
    m.pass?.endsOn ?? '',
    m.unpaidVisits,
    m.archivedAt === null ? copy.no : copy.yes,
  ]);
  return { filename: 'ucheniki.csv', content: toCsv([[...copy.server.csvHeader], ...rows]) };
}
