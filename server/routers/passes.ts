import { correctClassesInput, extendPassInput, freezePassInput, sellPassInput, unfreezePassInput } from '#shared/schemas/passes';
import { correctClasses, extendPass, freezePass, unfreezePass } from '../lib/passes/changes';
import { sellInGym } from '../lib/passes/gym';
import { adminProcedure, router } from '../trpc/init';

/** A member's passes in the gym: sales by cash or terminal, freezes, extensions, corrections (who and why). */
export const passesRouter = router({
  sell: adminProcedure.input(sellPassInput).mutation(({ ctx, input }) => sellInGym(ctx.deps, input, ctx.admin.id)),
  freeze: adminProcedure.input(freezePassInput).mutation(({ ctx, input }) => freezePass(ctx.deps, input, ctx.admin.id)),
  unfreeze: adminProcedure.input(unfreezePassInput).mutation(({ ctx, input }) => unfreezePass(ctx.deps, input, ctx.admin.id)),
  extend: adminProcedure.input(extendPassInput).mutation(({ ctx, input }) => extendPass(ctx.deps, input, ctx.admin.id)),
  correctClasses: adminProcedure
    .input(correctClassesInput)
    .mutation(({ ctx, input }) => correctClasses(ctx.deps, input, ctx.admin.id)),
});
