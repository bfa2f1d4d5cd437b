import { useState } from 'react';
import { reportUnauthorized } from '#client/lib/auth-expiry';
import { freshToken } from '#client/lib/auth-refresh';
import { notify } from '#client/lib/toast';
import { trpc } from '#client/lib/trpc';
import { adminMessages } from '#shared/messages/admin.ru';
import { MEDIA_VIDEO_MAX_BYTES } from '#shared/rules/media-video';
import type { MediaItem } from '#shared/schemas/media';

const copy = adminMessages.adminMediaVideo;
/** server/http/media-video.ts MEDIA_VIDEO_PATH (a server module the client may not import). */
const VIDEO_PATH = '/admin/media/videos';

class UploadRefused extends Error {}

/**
 * Sends one file as the request body with XMLHttpRequest, whose upload events give the bytes sent
 * (fetch has none): a phone on a train sees a large video move. Answers the server's JSON, or throws
 * its Russian message.
 */
function sendVideo(file: File, target: string, token: string | null, onPercent: (percent: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', target);
    if (token) request.setRequestHeader('Authorization', token);
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onPercent(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as (MediaItem & { message?: string }) | null;
      if (request.status === 401) reportUnauthorized();
      if (request.status >= 200 && request.status < 300 && body) resolve(body);
      else reject(new UploadRefused(body?.message ?? copy.uploadFailed));
    };
    request.onerror = () => reject(new UploadRefused(copy.uploadFailed));
    request.send(file);
  });
}

/** The upload of a banner video (new, or replacing `replaceId`) with its byte progress; the list is refreshed after. */
export function useVideoUpload() {
  const utils = trpc.useUtils();
  const [percent, setPercent] = useState<number | null>(null);

  async function uploadVideo(file: File, options: { folder?: string; replaceId?: number } = {}): Promise<MediaItem | null> {
    if (file.size > MEDIA_VIDEO_MAX_BYTES) {
      void notify.error(copy.tooLarge);
      return null;
    }
    setPercent(0);
    const query = options.folder ? `?folder=${encodeURIComponent(options.folder)}` : '';
    const target = `${VIDEO_PATH}${options.replaceId ? `/${options.replaceId}` : ''}${query}`;
    try {
      const item = await sendVideo(file, target, await freshToken(), setPercent);
      await utils.media.list.invalidate();
      void notify.success(options.replaceId ? copy.replaced : copy.uploaded);
      return item;
    } catch (error) {
      void notify.error(error instanceof UploadRefused ? error.message : copy.uploadFailed);
      return null;
    } finally {
      setPercent(null);
    }
  }

  return { uploadVideo, percent, busy: percent !== null };
}
