import { serverMessages } from '#shared/messages/server.ru';
import type { MediaRef } from '#shared/pages/kind';
import { type PageDataOf, type PagePreviewData, type PageRegistry, sitePages } from '#shared/pages/registry';
import type { PageKey } from '#shared/schemas/pages/documents';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { resolveImages } from '../media/resolve';
import { resolveVideo } from '../media/video-resolve';
import { checkDocument, imagesOf } from './documents';
import { publishedDocument } from './store';

type Deps = Pick<AppDeps, 'db'>;

/** A checked document to what its page's view draws (its kind's `resolve`), its pictures looked up in one query. */
export function resolveDocument(deps: Deps, key: string, document: unknown, registry: PageRegistry = sitePages): PagePreviewData {
  const images = resolveImages(
    deps.db,
    imagesOf(document).map((image) => image.mediaId),
  );
  const kind = registry.kindOf(key);
  const picture = (ref: MediaRef | null) => {
    const image = ref ? images.get(ref.mediaId) : undefined;
    if (!image) return null;
    return ref?.alt ? { ...image, alt: ref.alt } : image;
  };
  const video = (ref: { mediaId: number } | null) => resolveVideo(deps.db, ref?.mediaId);
  return { kind: kind.kind, data: kind.resolve(document, { picture, video }, key) } as PagePreviewData;
}

/** The preview: the editor's document (checked) drawn as visitors would get it. */
export function resolvePreview(deps: Deps, key: string, raw: unknown, registry: PageRegistry = sitePages): PagePreviewData {
  return resolveDocument(deps, key, checkDocument(key as PageKey, raw, registry), registry);
}

/** What visitors get: the published document, resolved. A page never seeded is not found. */
export function publishedPage(deps: Deps, key: string, registry: PageRegistry = sitePages): PagePreviewData {
  const document = publishedDocument(deps, key as PageKey);
  if (document === null) throw new DomainError('not-found', serverMessages.pages.notFound);
  return resolveDocument(deps, key, document, registry);
}

/** The published page's data, typed by its key (the server's own readers and the tests). */
export const publishedData = <K extends PageKey>(deps: Deps, key: K): PageDataOf<K> =>
  publishedPage(deps, key).data as PageDataOf<K>;
