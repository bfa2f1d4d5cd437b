import { CLUB_TIME_ZONE, NEWS_HASHTAGS } from '#shared/constants';
import type { ResolvedImage } from '#shared/schemas/media';
import type { AdminPost, CreatePostInput } from '#shared/schemas/post';

/** A library photo in the form: the item, this post's description of it ('' for the item's own) and how it looks. */
export interface DraftPhoto {
  mediaId: number;
  alt: string;
  image: ResolvedImage | null;
}

/**
 * The news form's working copy. `dateTime` is what a datetime-local input holds, in Moscow time.
 * `photos` are a local post's library photos; `photoUrls` the stored addresses of a VK post (or of
 * an older local post not moved into the library yet), which can only be reordered or removed.
 */
export interface PostDraft {
  title: string;
  text: string;
  dateTime: string;
  photos: DraftPhoto[];
  photoUrls: string[];
  detached: boolean;
}

const moscowParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Unix seconds to 'YYYY-MM-DDTHH:mm' on the club's clock, whatever the browser's zone. */
export function toMoscowDateTime(unixSeconds: number): string {
  const parts = Object.fromEntries(
    moscowParts.formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** 'YYYY-MM-DDTHH:mm' on the club's clock to Unix seconds; null when the text is not such a date. */
export function fromMoscowDateTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute) / 1000;
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment: read the guess back on the club's clock and correct by the difference.
  const readBack = fromParts(toMoscowDateTime(asUtc));
  return readBack === null ? null : asUtc - (readBack - asUtc);
}

function fromParts(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute) / 1000;
}

export function emptyDraft(nowSeconds: number): PostDraft {
  return { title: '', text: '', dateTime: toMoscowDateTime(nowSeconds), photos: [], photoUrls: [], detached: false };
}

export function draftFromPost(post: AdminPost): PostDraft {
  return {
    title: post.title,
    text: post.text,
    dateTime: toMoscowDateTime(post.date),
    photos: post.photos.map((photo) => ({ mediaId: photo.mediaId, alt: photo.alt ?? '', image: photo.image })),
    // A library post's addresses are computed by the server from its photos.
    photoUrls: post.photos.length > 0 ? [] : [...post.photoUrls],
    detached: post.detached,
  };
}

export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return (
    a.title === b.title &&
    a.text === b.text &&
    a.dateTime === b.dateTime &&
    a.detached === b.detached &&
    a.photoUrls.length === b.photoUrls.length &&
    a.photoUrls.every((url, index) => b.photoUrls[index] === url) &&
    a.photos.length === b.photos.length &&
    a.photos.every((photo, index) => b.photos[index]?.mediaId === photo.mediaId && b.photos[index]?.alt === photo.alt)
  );
}

/** What `posts.create`/`update` take; null date means the form's date is not valid. */
export function draftToInput(draft: PostDraft): CreatePostInput | null {
  const date = fromMoscowDateTime(draft.dateTime);
  if (date === null || date <= 0) return null;
  const photos = draft.photos.map(({ mediaId, alt }) => (alt.trim() ? { mediaId, alt: alt.trim() } : { mediaId }));
  return { title: draft.title.trim(), text: draft.text.trim(), date, photoUrls: draft.photoUrls, photos };
}

/** Moves the item at `from` to `to` (both clamped), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const result = [...items];
  const [moved] = result.splice(from, 1);
  result.splice(target, 0, moved as T);
  return result;
}

/**
 * Inserts a hashtag at the caret (or appends it) with a space on each side where needed, and answers
 * the new text and where the caret goes.
 */
export function insertHashtag(text: string, tag: string, caret: number = text.length): { text: string; caret: number } {
  const at = Math.max(0, Math.min(text.length, caret));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const tail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${tag}${tail}`;
  return { text: before + inserted + after, caret: before.length + lead.length + tag.length };
}

export const QUICK_HASHTAGS = [NEWS_HASHTAGS.victories, NEWS_HASHTAGS.events, NEWS_HASHTAGS.announcement] as const;
