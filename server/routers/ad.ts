import { z } from 'zod';
import { adMarkingSchema, setAdImageInput, updateAdRedirectInput } from '#shared/schemas/ad';
import { adMarking, adPopup, adStatus, changeAd, readAd, updateAdMarking } from '../lib/ad';
import { adImage, setAdImage, uploadAdImage } from '../lib/ad-image';
import { formDataInput } from '../lib/form-data';
import { adminProcedure, publicProcedure, router } from '../trpc/init';

export const adRouter = router({
  /** The legacy shape (GET /api/admin/ad-status): whether it shows, its image and its link. */
  status: publicProcedure.query(({ ctx }) => adStatus(ctx.deps, readAd(ctx.deps))),
  /** What the site's pop-up reads: the same, with the advertising label. */
  popup: publicProcedure.query(({ ctx }) => adPopup(ctx.deps)),
  /** The editor's marking section: the stored marking and the operator an empty advertiser stands for. */
  marking: adminProcedure.query(({ ctx }) => adMarking(ctx.deps)),

  /** The legacy upload (POST /api/admin/upload-ad-image): a JPEG or PNG goes into the media library, a GIF is kept by address. */
  uploadImage: adminProcedure
    .input(formDataInput(z.object({}), 'image'))
    .mutation(({ ctx, input }) => uploadAdImage(ctx.deps, input.file)),
  /** The editor's picture field: the library item and what it looks like. */
  image: adminProcedure.query(({ ctx }) => adImage(ctx.deps)),
  /** The editor's picker: a library item (with alt text) becomes the pop-up's picture. */
  setImage: adminProcedure.input(setAdImageInput).mutation(({ ctx, input }) => setAdImage(ctx.deps, input.mediaId)),

  updateRedirectUrl: adminProcedure.input(updateAdRedirectInput).mutation(({ ctx, input }) =>
    adStatus(
      ctx.deps,
      changeAd(ctx.deps, () => ({ redirectUrl: input.redirectUrl })),
    ),
  ),

  toggle: adminProcedure.mutation(({ ctx }) =>
    adStatus(
      ctx.deps,
      changeAd(ctx.deps, (current) => ({ isActive: !current.isActive })),
    ),
  ),

  /** 'Это реклама', the advertiser and the erid token (the editor warns about a missing token, the server does not refuse it). */
  updateMarking: adminProcedure.input(adMarkingSchema).mutation(({ ctx, input }) => updateAdMarking(ctx.deps, input)),
});
