import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '#shared/messages/server.ru';
import { type AdStatus, updateAdRedirectInput } from '#shared/schemas/ad';
import { ad } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from '../lib/domain-error';
import { formDataInput } from '../lib/form-data';
import { deleteStoredImage, storeImage } from '../lib/uploads';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

const AD_ROW_ID = 1;

function readAd(deps: AppDeps): AdStatus {
  const row = deps.db.select().from(ad).where(eq(ad.id, AD_ROW_ID)).get();
  return row
    ? { isActive: row.isActive, imageUrl: row.imageUrl, redirectUrl: row.redirectUrl }
    : { isActive: false, imageUrl: '', redirectUrl: '' };
}

/** The pop-up is a single row; it is created by the first change. */
function saveAd(deps: AppDeps, changes: Partial<AdStatus>): AdStatus {
  const values = { ...readAd(deps), ...changes, updatedAt: deps.now() };
  deps.db
    .insert(ad)
    .values({ id: AD_ROW_ID, ...values })
    .onConflictDoUpdate({ target: ad.id, set: values })
    .run();
  return readAd(deps);
}

export const adRouter = router({
  status: publicProcedure.query(({ ctx }) => readAd(ctx.deps)),

  uploadImage: adminProcedure.input(formDataInput(z.object({}), 'image')).mutation(async ({ ctx, input }) => {
    if (!input.file) throw new DomainError('bad-input', messages.ad.selectImage);
    const imageUrl = await storeImage(ctx.deps, input.file, 'ad');
    const previous = readAd(ctx.deps).imageUrl;
    saveAd(ctx.deps, { imageUrl });
    if (previous && previous !== imageUrl) await deleteStoredImage(ctx.deps, previous);
    return { imageUrl };
  }),

  updateRedirectUrl: adminProcedure
    .input(updateAdRedirectInput)
    .mutation(({ ctx, input }) => saveAd(ctx.deps, { redirectUrl: input.redirectUrl })),

  toggle: adminProcedure.mutation(({ ctx }) =>
    ctx.db.transaction(() => saveAd(ctx.deps, { isActive: !readAd(ctx.deps).isActive })),
  ),
});
