import { z } from 'zod';
import { listAttendanceInput } from '#shared/schemas/attendance';
import {
  createMemberInput,
  listMembersInput,
  memberFromApplicationInput,
  memberIdInput,
  updateMemberInput,
} from '#shared/schemas/members';
import { memberCard } from '../lib/members/card';
import { membersCsv } from '../lib/members/csv';
import { memberFromApplication } from '../lib/members/from-application';
import { journalPassStates } from '../lib/members/journal-states';
import { listMembers } from '../lib/members/list';
import { archiveMember, createMemberFromForm, deleteMemberOnRequest, updateMember } from '../lib/members/write';
import { adminProcedure, router } from '../trpc/init';

/** The roster ('Ученики'). A coach reads the members of their own groups (server/trpc/coach-scope.ts). */
export const membersRouter = router({
  list: adminProcedure.input(listMembersInput).query(({ ctx, input }) => listMembers(ctx.deps, input)),
  byId: adminProcedure.input(memberIdInput).query(({ ctx, input }) => memberCard(ctx.deps, input.id)),
  create: adminProcedure.input(createMemberInput).mutation(({ ctx, input }) => createMemberFromForm(ctx.deps, input)),
  update: adminProcedure.input(updateMemberInput).mutation(({ ctx, input }) => updateMember(ctx.deps, input)),
  /** Left the club (or back with `archived: false`): out of the default list, history kept. */
  archive: adminProcedure
    .input(memberIdInput.extend({ archived: z.boolean().default(true) }))
    .mutation(({ ctx, input }) => archiveMember(ctx.deps, input.id, input.archived)),
  /** At the person's request: deleted, or anonymised where money history must stay. */
  delete: adminProcedure.input(memberIdInput).mutation(({ ctx, input }) => deleteMemberOnRequest(ctx.deps, input.id)),
  /** `{ filename, content }`: the filtered roster as CSV for Excel. */
  exportCsv: adminProcedure.input(listMembersInput).query(({ ctx, input }) => membersCsv(ctx.deps, input)),
  /** 'Сделать учеником': a trial visitor who came, with what the application holds. */
  fromApplication: adminProcedure
    .input(memberFromApplicationInput)
    .mutation(({ ctx, input }) => memberFromApplication(ctx.deps, input)),
  /** Beside each name of a journal month: pass state, classes left, end; the office also sees ticks without a pass. */
  journalStates: adminProcedure.input(listAttendanceInput).query(({ ctx, input }) => journalPassStates(ctx.deps, input)),
});
