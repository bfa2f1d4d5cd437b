import { z } from 'zod';
import { createPassTypeInput, passTypeIdInput, updatePassTypeInput } from '#shared/schemas/passes';
import { createPassType, deletePassType, listPassTypes, updatePassType } from '../lib/passes/types';
import { adminProcedure, router } from '../trpc/init';

/** Pass types ('Абонементы'): the owner's and managers' list editor. */
export const passTypesRouter = router({
  list: adminProcedure
    .input(z.object({ archived: z.boolean().optional() }).optional())
    .query(({ ctx, input }) => listPassTypes(ctx.deps, input ?? {})),
  create: adminProcedure.input(createPassTypeInput).mutation(({ ctx, input }) => createPassType(ctx.deps, input)),
  update: adminProcedure.input(updatePassTypeInput).mutation(({ ctx, input }) => updatePassType(ctx.deps, input)),
  /** Deleted when nobody bought it, otherwise archived (no longer sold). */
  delete: adminProcedure.input(passTypeIdInput).mutation(({ ctx, input }) => deletePassType(ctx.deps, input.id)),
});
