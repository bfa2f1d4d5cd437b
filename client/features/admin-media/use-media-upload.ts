import { useState } from 'react';
import { failureReason, isUnauthorized } from '#client/lib/request-errors';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_PHOTO_MAX_BYTES } from '#shared/rules/media';
import type { MediaItem } from '#shared/schemas/media';

const copy = adminMessages.adminMedia;

export interface UploadProgress {
  done: number;
  total: number;
}

/**
 * Uploads photos one request each, so a phone on a slow line sees them arrive one by one and a bad
 * file refuses only itself; the list is refreshed after each. Answers the stored items.
 */
export function useMediaUpload() {
  const utils = trpc.useUtils();
  const upload = trpc.media.upload.useMutation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failures, setFailures] = useState<string[]>([]);

  async function uploadFiles(files: File[], folder = ''): Promise<MediaItem[]> {
    const stored: MediaItem[] = [];
    const failed: string[] = [];
    setFailures([]);
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      if (file.size > MEDIA_PHOTO_MAX_BYTES) {
        failed.push(copy.fileTooLarge(file.name));
      } else {
        const form = new FormData();
        form.set('folder', folder);
        form.append('files', file);
        try {
          stored.push(...(await upload.mutateAsync(form)));
          await utils.media.list.invalidate();
        } catch (error) {
          // The app's handler has sent the admin to the login page: the rest would fail too.
          if (isUnauthorized(error)) break;
          failed.push(failureReason(error));
        }
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
    setFailures(failed);
    if (stored.length > 0) void notify.success(copy.uploaded(stored.length));
    for (const message of failed) void notify.error(message);
    return stored;
  }

  return { uploadFiles, progress, failures, busy: progress !== null };
}
