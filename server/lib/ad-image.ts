import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '#shared/constants';
import { serverMessages } from '#shared/messages/server.ru';
import { imageSrcOrLegacy } from '#shared/rules/media';
import type { AdImageData } from '#shared/schemas/ad';
import type { AppDeps } from '../deps';
import { adPicture, changeAd, readAd } from './ad';
import { DomainError } from './domain-error';
import { photoFromForm } from './media/adopt';
import { recordUsage } from './media/usages';
import { deleteStoredImage, storeImage } from './uploads';

/** The pop-up's one picture field in media_usages. */
const AD_REF = { ownerKind: 'ad', ownerId: 'popup', field: 'image' } as const;

export function adImage(deps: Pick<AppDeps, 'db'>): AdImageData {
  const ad = readAd(deps);
  const picture = adPicture(deps, ad);
  return { mediaId: picture ? ad.imageMediaId : null, picture, imageUrl: imageSrcOrLegacy(picture, ad.imageUrl) };
}

/** The editor's picker: a library item (alt text required) becomes the pop-up's picture. */
export async function setAdImage(deps: AppDeps, mediaId: number): Promise<AdImageData> {
  const previous = readAd(deps).imageUrl;
  deps.db.transaction(() => {
    changeAd(deps, () => ({ imageMediaId: mediaId, imageUrl: '' }));
    recordUsage(deps.db, AD_REF, mediaId, 'mediaId');
  });
  // A GIF stored by address before: nothing else refers to it.
  if (previous) await deleteStoredImage(deps, previous);
  return adImage(deps);
}

/** The spec's formats for the ad (JPG, PNG, GIF), judged by the bytes. */
async function formatOf(file: File): Promise<'jpeg' | 'png' | 'gif'> {
  let format: string | undefined;
  try {
    format = (await sharp(Buffer.from(await file.arrayBuffer()), { failOn: 'error' }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === 'jpeg' || format === 'png' || format === 'gif') return format;
  throw new DomainError('unsupported-type', serverMessages.server.unsupportedImage('JPEG, PNG, GIF'));
}

/**
 * POST /api/admin/upload-ad-image (spec section 7): a JPEG or PNG becomes a library item (AVIF and
 * WebP sizes, EXIF stripped) used by the pop-up; an animated GIF, which the library does not take,
 * is kept as sent under /uploads/ad as before.
 */
export async function uploadAdImage(deps: AppDeps, file: File | null): Promise<{ imageUrl: string }> {
  if (!file) throw new DomainError('bad-input', serverMessages.ad.selectImage);
  if (file.size > UPLOAD_MAX_BYTES) throw new DomainError('too-large', serverMessages.server.fileTooLarge);
  if ((await formatOf(file)) === 'gif') {
    const imageUrl = await storeImage(deps, file, 'ad');
    const previous = readAd(deps).imageUrl;
    deps.db.transaction(() => {
      changeAd(deps, () => ({ imageUrl, imageMediaId: null }));
      recordUsage(deps.db, AD_REF, null);
    });
    if (previous && previous !== imageUrl) await deleteStoredImage(deps, previous);
    return { imageUrl };
  }
  const photo = await photoFromForm(deps, file, serverMessages.server.adoptedAlt);
  try {
    return { imageUrl: (await setAdImage(deps, photo.id)).imageUrl };
  } catch (error) {
    photo.discard();
    throw error;
  }
}
