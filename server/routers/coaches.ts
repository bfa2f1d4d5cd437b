import { coachFieldsSchema, updateCoachFieldsSchema } from '#shared/schemas/coaches';
import { idInput } from '#shared/schemas/common';
import { createCoach, deleteCoach, listCoaches, updateCoach } from '../lib/coaches';
import { formDataInput } from '../lib/form-data';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const coachesRouter = router({
  list: publicProcedure.query(({ ctx }) => listCoaches(ctx.deps)),
  create: adminProcedure
    .input(formDataInput(coachFieldsSchema, 'photo'))
    .mutation(({ ctx, input }) => createCoach(ctx.deps, input.fields, input.file)),
  update: adminProcedure.input(formDataInput(updateCoachFieldsSchema, 'photo')).mutation(({ ctx, input: { fields, file } }) => {
    const { id, ...coachFields } = fields;
    return updateCoach(ctx.deps, id, coachFields, file);
  }),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteCoach(ctx.deps, input.id)),
});
