import { z } from 'zod';
import { pagesSchemaMessages as copy, type Unit } from '../../messages/schemas/pages.ru';
import { PUBLIC_PAGES } from '../../public-routes';
import { MEDIA_ALT_MAX_LENGTH } from '../../rules/media';
import { multiLineText, oneLineText } from '../common';

/**
 * The building blocks of the page documents: every text is trimmed, required unless said otherwise,
 * and limited to what its place in the layout holds at 390 px; every list has the number of items
 * its grid is drawn for. Each message names its field (pages.ru.ts).
 */

export type FieldName = keyof typeof copy.fields;

/** A required one-line or paragraph text of at most `max` characters (its line breaks kept, no control characters). */
export function text(field: FieldName, max: number) {
  const label = copy.fields[field];
  return multiLineText({ error: copy.required(label) })
    .trim()
    .min(1, copy.required(label))
    .max(max, copy.tooLong(label, max));
}

/** A list of `min`..`max` items. */
export function list<T extends z.ZodType>(field: FieldName, item: T, min: number, max: number, unit: Unit = copy.units.items) {
  const message = copy.count(copy.fields[field], min, max, unit);
  return z.array(item, { error: message }).min(min, message).max(max, message);
}

const mediaId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/**
 * A picture of the media library, by its id (docs/decisions/content-media-staff-seams.md), with an
 * optional alt text for this place only (the item's own is used when absent or blank).
 */
export function imageRef(field: FieldName) {
  return z.object({
    mediaId: mediaId(copy.mediaId(copy.fields[field])),
    alt: oneLineText()
      .trim()
      .max(MEDIA_ALT_MAX_LENGTH, copy.tooLong(copy.fields.alt, MEDIA_ALT_MAX_LENGTH))
      .transform((alt) => alt || undefined)
      .optional(),
  });
}
export type ImageRef = z.output<ReturnType<typeof imageRef>>;

/** A video of the media library, or null: the page then shows its gradient or built-in loop, as the demo does. */
export function videoRef(field: FieldName) {
  return z.object({ mediaId: mediaId(copy.videoId(copy.fields[field])) }).nullable();
}
export type VideoRef = z.output<ReturnType<typeof videoRef>>;

const ROUTES = new Set<string>(PUBLIC_PAGES.map((page) => page.route));

/** A page of this site ('/schedule', '/price#kids', '/waiting-list?direction=Boxing') or an https address. */
export function isPageLink(value: string): boolean {
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/)[0] ?? '';
    return ROUTES.has(path) && !/\s/.test(value);
  }
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

export function link(field: FieldName) {
  return text(field, 300).refine(isPageLink, copy.link(copy.fields[field]));
}

/** A titled block of paragraphs with an optional bullet list (a direction page's article). */
export const articleSectionSchema = z.object({
  heading: text('heading', 60),
  paragraphs: list('paragraph', text('paragraph', 1200), 1, 6, copy.units.paragraphs),
  points: list('points', text('listItem', 240), 0, 8).optional(),
});
