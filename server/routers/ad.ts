import { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import { adMarkingSchema, updateAdRedirectInput } from '#shared/schemas/ad';
import { adMarking, adPopup, adStatus, changeAd, readAd, updateAdMarking } from '../lib/ad';
import { DomainError } from '../lib/domain-error';
import { formDataInput } from '../lib/form-data';
import { deleteStoredImage, storeImage } from '../lib/uploads';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const adRouter = router({
  /** The legacy shape (GET /api/admin/ad-status): whether it shows, its image and its link. */
  status: publicProcedure.query(({ ctx }) => adStatus(readAd(ctx.deps))),
  /** What the site's pop-up reads: the same, with the advertising label. */
  popup: publicProcedure.query(({ ctx }) => adPopup(ctx.deps)),
  /** The editor's marking section: the stored marking and the operator an empty advertiser stands for. */
  marking: adminProcedure.query(({ ctx }) => adMarking(ctx.deps)),

  uploadImage: adminProcedure.input(formDataInput(z.object({}), 'image')).mutation(async ({ ctx, input }) => {
    if (!input.file) throw new DomainError('bad-input', serverMessages.ad.selectImage);
    const imageUrl = await storeImage(ctx.deps, input.file, 'ad');
    const previous = readAd(ctx.deps).imageUrl;
    changeAd(ctx.deps, () => ({ imageUrl }));
    if (previous && previous !== imageUrl) await deleteStoredImage(ctx.deps, previous);
    return { imageUrl };
  }),

  updateRedirectUrl: adminProcedure
    .input(updateAdRedirectInput)
    .mutation(({ ctx, input }) => adStatus(changeAd(ctx.deps, () => ({ redirectUrl: input.redirectUrl })))),

  toggle: adminProcedure.mutation(({ ctx }) => adStatus(changeAd(ctx.deps, (current) => ({ isActive: !current.isActive })))),

  /** 'Это реклама', the advertiser and the erid token (the editor warns about a missing token, the server does not refuse it). */
  updateMarking: adminProcedure.input(adMarkingSchema).mutation(({ ctx, input }) => updateAdMarking(ctx.deps, input)),
});
