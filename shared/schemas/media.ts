import { z } from 'zod';
import { adminMediaMessages as copy } from '../messages/admin-media.ru';
import { adminMediaVideoMessages as videoCopy } from '../messages/admin-media-video.ru';
import {
  clampFocal,
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_CAPTION_MAX_LENGTH,
  MEDIA_FOLDER_MAX_LENGTH,
  MEDIA_NAME_MAX_LENGTH,
  MEDIA_TAG_MAX_LENGTH,
  MEDIA_TAGS_MAX,
} from '../rules/media';
import { multiLineText, numberFromForm, oneLineText, positiveId } from './common';

/** Who can reference a library item (docs/decisions/content-media-staff-seams.md). */
export const MEDIA_OWNER_KINDS = ['page', 'coach', 'product', 'post', 'ad', 'settings'] as const;
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number];

const focalSchema = z.object({ x: z.number(), y: z.number() });

/**
 * A picture as a public layout draws it, whatever its origin, in the fewest bytes: the stored
 * file's `stem` and `widths` (the addresses follow from them, shared/rules/media.ts
 * `imageSrc`/`imageSrcset`: AVIF first, WebP second, a WebP `src` for browsers without srcset),
 * and the focal point for `object-position` (`focalObjectPosition`). Not the addresses themselves:
 * a page's loader data carries every picture it draws into the HTML a second time (the dehydrated
 * state), and eight addresses a picture made that the largest part of it (docs/decisions/compact-pictures.md).
 */
export const resolvedImageSchema = z.object({
  stem: z.string(),
  widths: z.array(z.number()),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  caption: z.string().optional(),
  focal: focalSchema,
  /** Stored as WebP only (a video's poster): no AVIF `<source>`. */
  webpOnly: z.literal(true).optional(),
});
export type ResolvedImage = z.infer<typeof resolvedImageSchema>;

/** One transcoded file of a banner video: its address and width (the height keeps the ratio). */
const videoSourceSchema = z.object({ mp4: z.string(), webm: z.string(), width: z.number(), height: z.number() });

/**
 * A banner video as a public layout draws it (client/components/ui/background-video.tsx): muted MP4
 * (H.264) and WebM (VP9) per size, the phone file for narrow screens, and the poster the admin
 * chose as WebP at the poster widths (`posterSrcset`, `poster` its widest).
 */
export const resolvedVideoSchema = z.object({
  phone: videoSourceSchema,
  desktop: videoSourceSchema,
  poster: z.string(),
  posterSrcset: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ResolvedVideo = z.infer<typeof resolvedVideoSchema>;

/** A video's transcoding as the admin follows it on the 'Медиа' screen. */
export const mediaVideoStatusSchema = z.object({
  /** The job of the latest upload or replacement (none once an old job is gone). */
  job: z
    .object({
      state: z.enum(['queued', 'running', 'done', 'failed']),
      progress: z.number(),
      error: z.string(),
      /** A replacement: the item's current files keep serving meanwhile. */
      replacing: z.boolean(),
    })
    .nullable(),
  /** Poster candidates (the 480 px WebP of each), and the chosen one's index. */
  posters: z.array(z.string()),
  poster: z.number(),
  seconds: z.number(),
  /** Null until the first transcode is done. */
  resolved: resolvedVideoSchema.nullable(),
});
export type MediaVideoStatus = z.infer<typeof mediaVideoStatusSchema>;

/** A library item as the admin sees it. */
export const mediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video']),
  name: z.string(),
  alt: z.string(),
  caption: z.string(),
  focal: focalSchema,
  folder: z.string(),
  tags: z.array(z.string()),
  width: z.number(),
  height: z.number(),
  /** Bytes of the file as sent. */
  bytes: z.number(),
  /** How many places use it (media_usages). */
  usageCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  image: resolvedImageSchema,
  /** For a video: its transcoding, posters and files; null for a photo. */
  video: mediaVideoStatusSchema.nullable(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUsageSchema = z.object({
  ownerKind: z.enum(MEDIA_OWNER_KINDS),
  ownerId: z.string(),
  field: z.string(),
  /** Where, in words: 'Тренер «Артём Волков»'. */
  place: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaIdSchema = positiveId(copy.badId);
/** An id that travels as text: a multipart field, a part of the address. */
export const mediaIdFromText = numberFromForm(copy.badId).pipe(mediaIdSchema);
export const mediaIdInput = z.object({ id: mediaIdSchema });

const folderSchema = oneLineText().trim().max(MEDIA_FOLDER_MAX_LENGTH, copy.folderTooLong);

export const mediaListInput = z
  .object({
    search: oneLineText().trim().max(200).optional(),
    folder: folderSchema.optional(),
    tag: oneLineText().trim().max(MEDIA_TAG_MAX_LENGTH).optional(),
  })
  .optional();
export type MediaListInput = z.infer<typeof mediaListInput>;

/** Tags as the admin types them: trimmed, lowercase, no blanks or repeats. */
const tagsSchema = z
  .array(oneLineText().trim().toLowerCase().max(MEDIA_TAG_MAX_LENGTH, copy.tagTooLong))
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
  .pipe(z.array(z.string()).max(MEDIA_TAGS_MAX, copy.tooManyTags));

/** 'дети, турнир' → ['дети', 'турнир'] (the screen's one text field). */
export function tagsFromText(text: string): string[] {
  return text.split(',').map((tag) => tag.trim().toLowerCase());
}

const fraction = z.number().min(0, copy.focalOutside).max(1, copy.focalOutside);

export const mediaUpdateInput = z.object({
  id: mediaIdSchema,
  alt: oneLineText().trim().max(MEDIA_ALT_MAX_LENGTH, copy.altTooLong),
  caption: multiLineText().trim().max(MEDIA_CAPTION_MAX_LENGTH, copy.captionTooLong),
  focal: z.object({ x: fraction, y: fraction }).transform(clampFocal),
  folder: folderSchema,
  tags: tagsSchema,
  /**
   * A new name for the item (a video's details rename it; the name is what the grid and the video
   * picker show and search). Left out, the name stays: the photo forms do not send it.
   */
  name: oneLineText().trim().min(1, copy.nameEmpty).max(MEDIA_NAME_MAX_LENGTH, copy.nameTooLong).optional(),
});
export type MediaUpdateInput = z.output<typeof mediaUpdateInput>;

/** The text fields of an upload (multipart: the files travel beside them as `files`). */
export const mediaUploadFields = z.object({ folder: folderSchema.optional().transform((folder) => folder ?? '') });
export const mediaReplaceFields = z.object({ id: mediaIdFromText });

/** The admin's choice among a video's poster candidates. */
export const mediaPosterInput = z.object({
  id: mediaIdSchema,
  poster: z
    .number({ error: videoCopy.badPoster })
    .int(videoCopy.badPoster)
    .min(0, videoCopy.badPoster)
    .max(3, videoCopy.badPoster),
});
export type MediaPosterInput = z.infer<typeof mediaPosterInput>;
