import { idInput } from '#shared/schemas/common';
import { productFieldsSchema, updateProductFieldsSchema } from '#shared/schemas/product';
import { formDataInput } from '../lib/form-data';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from '../lib/products';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const productsRouter = router({
  list: publicProcedure.query(({ ctx }) => listProducts(ctx.deps)),
  byId: publicProcedure.input(idInput).query(({ ctx, input }) => getProduct(ctx.deps, input.id)),
  create: adminProcedure
    .input(formDataInput(productFieldsSchema, 'image'))
    .mutation(({ ctx, input }) => createProduct(ctx.deps, input.fields, input.file)),
  update: adminProcedure.input(formDataInput(updateProductFieldsSchema, 'image')).mutation(({ ctx, input: { fields, file } }) => {
    const { id, ...productFields } = fields;
    return updateProduct(ctx.deps, id, productFields, file);
  }),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteProduct(ctx.deps, input.id)),
});
