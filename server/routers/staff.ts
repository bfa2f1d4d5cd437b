import { z } from 'zod';
import { createStaffInput, inviteTokenInput, setStaffPasswordInput, staffIdInput, updateStaffInput } from '#shared/schemas/staff';
import {
  acceptInvitation,
  createStaff,
  listStaff,
  readInvitation,
  resetStaffPassword,
  setStaffEnabled,
  updateStaff,
} from '../lib/staff';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

/** The 'Сотрудники' screen (owner only, server/trpc/rights.ts) and the public page of a one-time link. */
export const staffRouter = router({
  list: adminProcedure.query(({ ctx }) => listStaff(ctx.deps)),
  /** The answer carries the one-time link: shown once, never stored in clear. */
  create: adminProcedure.input(createStaffInput).mutation(({ ctx, input }) => createStaff(ctx.deps, input)),
  update: adminProcedure.input(updateStaffInput).mutation(({ ctx, input }) => updateStaff(ctx.deps, ctx.admin.id, input)),
  /** A password reset: the old password and sessions end, a new link is shown once. */
  newLink: adminProcedure.input(staffIdInput).mutation(({ ctx, input }) => resetStaffPassword(ctx.deps, ctx.admin.id, input.id)),
  setEnabled: adminProcedure
    .input(staffIdInput.extend({ enabled: z.boolean({ error: 'Включена: true или false' }) }))
    .mutation(({ ctx, input }) => setStaffEnabled(ctx.deps, ctx.admin.id, input.id, input.enabled)),

  /** Null when the link is unknown, used, expired or its account switched off: the page says so in words. */
  invitation: publicProcedure.input(inviteTokenInput).query(({ ctx, input }) => readInvitation(ctx.deps, input.token)),
  setPassword: publicProcedure
    .input(setStaffPasswordInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps, input.token, input.password)),
});
