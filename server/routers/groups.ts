import { idInput } from '#shared/schemas/common';
import { createGroupInput, renameGroupInput, setGroupDirectionInput } from '#shared/schemas/group';
import { createGroup, deleteGroup, groupDirections, listGroups, renameGroup, setGroupDirection } from '../lib/groups';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const groupsRouter = router({
  list: publicProcedure.query(({ ctx }) => listGroups(ctx.deps)),
  create: adminProcedure.input(createGroupInput).mutation(({ ctx, input }) => createGroup(ctx.deps, input.name)),
  rename: adminProcedure.input(renameGroupInput).mutation(({ ctx, input }) => renameGroup(ctx.deps, input.id, input.name)),
  /** Its attendance records are deleted with it. */
  /** Which passes a tick in each group takes a class from. */
  directions: adminProcedure.query(({ ctx }) => groupDirections(ctx.deps)),
  setDirection: adminProcedure
    .input(setGroupDirectionInput)
    .mutation(({ ctx, input }) => setGroupDirection(ctx.deps, input.id, input.direction)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteGroup(ctx.deps, input.id)),
});
