import { idInput } from '#shared/schemas/common';
import { createGroupInput, renameGroupInput } from '#shared/schemas/group';
import { createGroup, deleteGroup, listGroups, renameGroup } from '../lib/groups';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const groupsRouter = router({
  list: publicProcedure.query(({ ctx }) => listGroups(ctx.deps)),
  create: adminProcedure.input(createGroupInput).mutation(({ ctx, input }) => createGroup(ctx.deps, input.name)),
  rename: adminProcedure.input(renameGroupInput).mutation(({ ctx, input }) => renameGroup(ctx.deps, input.id, input.name)),
  /** Its attendance records are deleted with it. */
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteGroup(ctx.deps, input.id)),
});
