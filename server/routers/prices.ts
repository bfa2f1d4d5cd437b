import { idInput } from '#shared/schemas/common';
import { createPriceInput, createPricesInput, updatePriceInput } from '#shared/schemas/price';
import { createPrice, createPrices, deletePrice, listPrices, updatePrice } from '../lib/prices';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const pricesRouter = router({
  list: publicProcedure.query(({ ctx }) => listPrices(ctx.deps)),
  create: adminProcedure.input(createPriceInput).mutation(({ ctx, input }) => createPrice(ctx.deps, input)),
  /** Several positions at once, all or none (the legacy POST /api/prices body). */
  createMany: adminProcedure.input(createPricesInput).mutation(({ ctx, input }) => createPrices(ctx.deps, input.prices)),
  update: adminProcedure.input(updatePriceInput).mutation(({ ctx, input }) => updatePrice(ctx.deps, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deletePrice(ctx.deps, input.id)),
});
