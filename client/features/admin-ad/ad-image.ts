import { AD_POPUP } from '#shared/constants';
import { adminMessages } from '#shared/messages/admin.ru';

/** The hint's promise (JPG, PNG, GIF, at most 5 MB), kept before anything is uploaded. */
export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export function adImageProblem(file: Pick<File, 'type' | 'size'> | null): string | null {
  if (!file) return adminMessages.ad.selectImage;
  if (!(AD_IMAGE_TYPES as readonly string[]).includes(file.type)) return adminMessages.ad.wrongType;
  if (file.size > AD_POPUP.imageMaxBytes) return adminMessages.ad.tooLarge;
  return null;
}
