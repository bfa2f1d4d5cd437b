import {
  mediaIdInput,
  mediaListInput,
  mediaPosterInput,
  mediaReplaceFields,
  mediaUpdateInput,
  mediaUploadFields,
} from '#shared/schemas/media';
import { formDataFilesInput, formDataInput } from '../lib/form-data';
import {
  deleteMedia,
  listMedia,
  mediaById,
  mediaUsagesOf,
  replaceMediaFile,
  updateMedia,
  uploadPhotos,
} from '../lib/media/library';
import { setVideoPoster } from '../lib/media/video-upload';
import { adminProcedure, router } from '../trpc/init';

/** The media library (docs/decisions/media-library.md): admin only; public pages get resolved images from their loaders. */
export const mediaRouter = router({
  list: adminProcedure.input(mediaListInput).query(({ ctx, input }) => listMedia(ctx.deps, input)),
  byId: adminProcedure.input(mediaIdInput).query(({ ctx, input }) => mediaById(ctx.deps, input.id)),
  usages: adminProcedure.input(mediaIdInput).query(({ ctx, input }) => mediaUsagesOf(ctx.deps, input.id)),
  upload: adminProcedure
    .input(formDataFilesInput(mediaUploadFields, 'files'))
    .mutation(({ ctx, input }) => uploadPhotos(ctx.deps, input.files, input.fields.folder)),
  update: adminProcedure.input(mediaUpdateInput).mutation(({ ctx, input }) => updateMedia(ctx.deps, input)),
  replace: adminProcedure
    .input(formDataInput(mediaReplaceFields, 'file'))
    .mutation(({ ctx, input }) => replaceMediaFile(ctx.deps, input.fields.id, input.file)),
  /** A video's poster among its candidates (videos are uploaded by POST /admin/media/videos, server/http/media-video.ts). */
  setPoster: adminProcedure.input(mediaPosterInput).mutation(({ ctx, input }) => setVideoPoster(ctx.deps, input)),
  delete: adminProcedure.input(mediaIdInput).mutation(({ ctx, input }) => deleteMedia(ctx.deps, input.id)),
});
