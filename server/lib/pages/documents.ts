import { serverMessages } from '#shared/messages/server.ru';
import { type PageRegistry, sitePages } from '#shared/pages/registry';
import type { PageDocumentOf, PageKey } from '#shared/schemas/pages/documents';
import { DomainError } from '../domain-error';

/**
 * A document as sent by the editor, checked against its key's schema. A refusal carries every
 * message by its full path ('founder.photo', 'gallery.items.2.caption') so the editor can put each
 * beside its field; the message of the whole answer is the first of them.
 */
export function checkDocument<K extends PageKey>(key: K, raw: unknown, registry: PageRegistry = sitePages): PageDocumentOf<K> {
  const parsed = registry.kindOf(key).schema.safeParse(raw);
  if (parsed.success) return parsed.data as PageDocumentOf<K>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    fieldErrors[path] = [...(fieldErrors[path] ?? []), issue.message];
  }
  const first = parsed.error.issues[0]?.message ?? '';
  throw new DomainError('bad-input', serverMessages.pages.badDocument(first), { fieldErrors });
}

/** Where a document holds library items: its field path, the id, and whether it is a picture or a video. */
function mediaRefsOf(document: unknown): Array<{ path: string; mediaId: number; kind: 'image' | 'video' }> {
  const found: Array<{ path: string; mediaId: number; kind: 'image' | 'video' }> = [];
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, String(index)]);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // A reference under 'video' is a banner video (videoRef); every other { mediaId } is a picture.
    if (typeof record.mediaId === 'number') {
      found.push({ path: path.join('.'), mediaId: record.mediaId, kind: path.at(-1) === 'video' ? 'video' : 'image' });
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, [...path, key]);
  };
  walk(document, []);
  return found;
}

/** Where a document holds library pictures: its field path and the id, for usages and resolving. */
export function imagesOf(document: unknown): Array<{ path: string; mediaId: number }> {
  return mediaRefsOf(document).filter((ref) => ref.kind === 'image');
}

/** Where a document holds banner videos (`videoRef` fields). */
export function videosOf(document: unknown): Array<{ path: string; mediaId: number }> {
  return mediaRefsOf(document).filter((ref) => ref.kind === 'video');
}
