import { createHash } from 'node:crypto';
import { z } from 'zod';
import { titleFromText } from '#shared/rules/news';
import { isWebUrl } from '#shared/rules/web-url';
import type { PostAttachment } from '#shared/schemas/post';

/** VK's wall item, only the fields the sync reads; unknown fields are allowed (VK adds them often). */
const sizeSchema = z
  .object({ url: z.string().min(1), width: z.number().default(0), height: z.number().default(0), type: z.string().default('') })
  .loose();
const photoSchema = z
  .object({
    id: z.number().int().optional(),
    owner_id: z.number().int().optional(),
    sizes: z.array(sizeSchema).default([]),
    orig_photo: sizeSchema.optional(),
  })
  .loose();
const attachmentSchema = z.object({ type: z.string().min(1) }).loose();
const repostSchema = z.object({ text: z.string().default(''), attachments: z.array(attachmentSchema).default([]) }).loose();
const wallItemSchema = z
  .object({
    id: z.number().int(),
    date: z.number().int(),
    text: z.string().default(''),
    attachments: z.array(attachmentSchema).default([]),
    is_pinned: z.union([z.number(), z.boolean()]).optional(),
    copy_history: z.array(repostSchema).optional(),
    donut: z.object({ is_donut: z.boolean().optional() }).loose().optional(),
  })
  .loose();
type WallAttachment = z.infer<typeof attachmentSchema>;

export interface WallPhoto {
  /** 'owner_id'_'id' of the VK photo: names our stored copy. */
  key: string;
  /** VK's address of its largest size. */
  url: string;
}

export interface MappedWallPost {
  vkId: number;
  title: string;
  text: string;
  date: number;
  attachments: PostAttachment[];
  photos: WallPhoto[];
  /** Changes when the wall post's content changes (edits), not when VK re-signs photo addresses. */
  hash: string;
}

/** One wall item as read: `post` is null for items the site does not take (paid donut posts, malformed ones). */
export interface WallEntry {
  vkId: number;
  isPinned: boolean;
  post: MappedWallPost | null;
}

/** Smallest to largest, for old photos whose sizes carry no dimensions. */
const SIZE_TYPES = ['s', 'm', 'o', 'p', 'q', 'r', 'x', 'y', 'z', 'w', 'base'];

function sizeScore(size: z.infer<typeof sizeSchema>): number {
  const area = size.width * size.height;
  return area > 0 ? area : SIZE_TYPES.indexOf(size.type);
}

function photoOf(attachment: WallAttachment): WallPhoto | null {
  const parsed = photoSchema.safeParse(attachment.photo);
  if (!parsed.success) return null;
  const photo = parsed.data;
  const candidates = photo.orig_photo ? [...photo.sizes, photo.orig_photo] : photo.sizes;
  let best: (typeof candidates)[number] | undefined;
  for (const size of candidates) if (!best || sizeScore(size) >= sizeScore(best)) best = size;
  if (!best) return null;
  const key =
    photo.id !== undefined && photo.owner_id !== undefined
      ? `${photo.owner_id}_${photo.id}`
      : (best.url.split('?')[0] ?? best.url);
  return { key, url: best.url };
}

/** The spec keeps only a type per attachment; a link also keeps its address when it is http(s). */
function attachmentOf(attachment: WallAttachment): PostAttachment {
  const link = attachment.type === 'link' ? (attachment.link as { url?: unknown } | undefined) : undefined;
  return isWebUrl(link?.url) ? { type: 'link', url: link.url.trim() } : { type: attachment.type };
}

function contentHash(text: string, attachments: PostAttachment[], photos: WallPhoto[]): string {
  const content = JSON.stringify([text, attachments, photos.map((photo) => photo.key)]);
  return createHash('sha256').update(content).digest('hex');
}

/**
 * A wall item as a post. A repost takes the reposted content: the club's own words first, then the
 * original post's text, and the attachments of both (docs/decisions/vk-sync.md).
 */
export function readWallItem(raw: unknown): WallEntry | null {
  const parsed = wallItemSchema.safeParse(raw);
  if (!parsed.success) {
    const id = (raw as { id?: unknown } | null)?.id;
    return typeof id === 'number' && Number.isInteger(id) ? { vkId: id, isPinned: false, post: null } : null;
  }
  const item = parsed.data;
  const isPinned = item.is_pinned === 1 || item.is_pinned === true;
  if (item.donut?.is_donut) return { vkId: item.id, isPinned, post: null };

  const original = item.copy_history?.[0];
  const text = [item.text.trim(), original?.text.trim() ?? ''].filter(Boolean).join('\n\n');
  const wallAttachments = [...item.attachments, ...(original?.attachments ?? [])];
  const photos = wallAttachments.flatMap((attachment) => (attachment.type === 'photo' ? (photoOf(attachment) ?? []) : []));
  const attachments = wallAttachments.map(attachmentOf);
  return {
    vkId: item.id,
    isPinned,
    post: {
      vkId: item.id,
      title: titleFromText(text),
      text,
      date: item.date,
      attachments,
      photos,
      hash: contentHash(text, attachments, photos),
    },
  };
}
