import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import { MEDIA_NAME_MAX_LENGTH } from '#shared/rules/media';
import { MEDIA_VIDEO_MAX_BYTES, MEDIA_VIDEO_MAX_SECONDS } from '#shared/rules/media-video';
import type { MediaItem, MediaPosterInput } from '#shared/schemas/media';
import { media, mediaVideoJobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { mediaById } from './library';
import { videoSourcesDir } from './video-files';
import { hasActiveJob, videoWork } from './video-jobs';
import { probeVideo } from './video-tools';

const copy = serverMessages.adminMediaVideo;

export interface VideoUpload {
  /** The request body as it arrives: streamed to disk, never held in memory. */
  body: ReadableStream<Uint8Array> | null;
  /** Content-Length, when the browser sent one: a body that says it is too big is refused unread. */
  declaredBytes: number | null;
  /** The file name from the gallery (X-File-Name, URI-encoded). */
  name: string;
  folder: string;
  /** An existing video item to replace, or null for a new item. */
  replaceId: number | null;
}

class TooLarge extends Error {}

/** Writes the body to `file`, hashing it and refusing it past the limit; a failure leaves no file. */
async function streamToFile(body: ReadableStream<Uint8Array>, file: string): Promise<{ hash: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MEDIA_VIDEO_MAX_BYTES) return done(new TooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    fs.rmSync(file, { force: true });
    if (error instanceof TooLarge) throw new DomainError('too-large', copy.tooLarge);
    throw error;
  }
  return { hash: hash.digest('hex').slice(0, 16), bytes };
}

function displayName(raw: string): string {
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Sent unencoded: kept as it came.
  }
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'видео').slice(0, MEDIA_NAME_MAX_LENGTH);
}

/** For a replacement: the item must be a video with no transcode under way. */
function checkReplaceable(deps: AppDeps, id: number): void {
  const row = deps.db.select().from(media).where(eq(media.id, id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.adminMedia.notFound);
  if (row.kind !== 'video') throw new DomainError('conflict', copy.notVideoItem);
  if (hasActiveJob(deps, id)) throw new DomainError('conflict', copy.busyReplacing);
}

/**
 * An uploaded video: checked by ffprobe (a video container with a picture, within the length
 * limit), then queued for the transcode. A new item is 'processing' until it is done; a replaced one
 * keeps serving its current files. A refusal leaves nothing behind.
 */
export async function receiveVideo(deps: AppDeps, upload: VideoUpload): Promise<MediaItem> {
  const work = videoWork(deps);
  if (!(await work.tools).ok) throw new DomainError('not-ready', copy.unavailable);
  if (upload.replaceId !== null) checkReplaceable(deps, upload.replaceId);
  if (upload.declaredBytes !== null && upload.declaredBytes > MEDIA_VIDEO_MAX_BYTES)
    throw new DomainError('too-large', copy.tooLarge);
  if (!upload.body || upload.declaredBytes === 0) throw new DomainError('bad-input', copy.empty);
  const name = displayName(upload.name);
  const dir = videoSourcesDir(deps);
  await fs.promises.mkdir(dir, { recursive: true });
  const source = path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
  const { hash, bytes } = await streamToFile(upload.body, source);
  try {
    if (bytes === 0) throw new DomainError('bad-input', copy.empty);
    const probed = await probeVideo(work.commands, source);
    if (probed.kind === 'no-picture') throw new DomainError('unsupported-type', copy.noPicture);
    if (probed.kind === 'not-a-video') throw new DomainError('unsupported-type', copy.notAVideo);
    const { seconds, width, height } = probed.video;
    if (seconds > MEDIA_VIDEO_MAX_SECONDS + 0.5) throw new DomainError('bad-input', copy.tooLong(seconds));
    const now = deps.now();
    const id = deps.db.transaction((tx) => {
      if (upload.replaceId !== null) {
        // Checked again inside the transaction: two replacements sent at once queue one.
        checkReplaceable(deps, upload.replaceId);
      }
      const mediaId =
        upload.replaceId ??
        tx
          .insert(media)
          .values({
            kind: 'video',
            name,
            folder: upload.folder,
            state: 'processing',
            hash,
            widths: [],
            width,
            height,
            bytes,
            seconds,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: media.id })
          .get().id;
      tx.insert(mediaVideoJobs)
        .values({
          mediaId,
          replacing: upload.replaceId !== null,
          source,
          name,
          hash,
          bytes,
          seconds,
          width,
          height,
          createdAt: now,
          updatedAt: now,
        })
        .run();
      return mediaId;
    });
    work.kick();
    return mediaById(deps, id);
  } catch (error) {
    fs.rmSync(source, { force: true });
    throw error;
  }
}

/** The admin's poster among the four candidates; the pages show it on their next request. */
export function setVideoPoster(deps: AppDeps, input: MediaPosterInput): MediaItem {
  const row = deps.db.select().from(media).where(eq(media.id, input.id)).get();
  if (!row) throw new DomainError('not-found', serverMessages.adminMedia.notFound);
  if (row.kind !== 'video') throw new DomainError('conflict', copy.notVideoItem);
  if (row.state !== 'ready') throw new DomainError('not-ready', copy.notReady);
  deps.db.update(media).set({ poster: input.poster, updatedAt: deps.now() }).where(eq(media.id, input.id)).run();
  return mediaById(deps, input.id);
}
