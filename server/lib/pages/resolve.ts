import { serverMessages } from '#shared/messages/server.ru';
import type { ResolvedImage } from '#shared/schemas/media';
import type { AboutDocument } from '#shared/schemas/pages/about';
import type { BrandDocument } from '#shared/schemas/pages/brand';
import type { ContactsDocument } from '#shared/schemas/pages/contacts';
import type { DirectionDocument } from '#shared/schemas/pages/direction';
import {
  type DirectionPageKey,
  type DirectionSlug,
  directionPageKey,
  directionSlugOf,
  type PageKey,
  pageKindOf,
} from '#shared/schemas/pages/documents';
import type { HomeDocument } from '#shared/schemas/pages/home';
import type { AboutPageData, BrandData, DirectionPageData, PageDataByKind, PagePreviewData } from '#shared/schemas/pages/views';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { resolveImages } from '../media/resolve';
import { resolveVideo } from '../media/video-resolve';
import { checkDocument, imagesOf } from './documents';
import { publishedDocument } from './store';

type Deps = Pick<AppDeps, 'db'>;
type Images = Map<number, ResolvedImage>;

/** The item's picture with this place's alt text when the document gives one. */
function pictureOf(images: Images, ref: { mediaId: number; alt?: string | undefined } | null): ResolvedImage | null {
  if (!ref) return null;
  const image = images.get(ref.mediaId);
  if (!image) return null;
  return ref.alt ? { ...image, alt: ref.alt } : image;
}

function aboutData(images: Images, document: AboutDocument): AboutPageData {
  return {
    ...document,
    founder: { ...document.founder, photo: pictureOf(images, document.founder.photo) },
    gallery: {
      title: document.gallery.title,
      items: document.gallery.items.flatMap((item) => {
        const image = pictureOf(images, item.image);
        return image ? [{ image, caption: item.caption }] : [];
      }),
    },
  };
}

function brandData(images: Images, document: BrandDocument): BrandData {
  return { logo: pictureOf(images, document.logo), favicon: pictureOf(images, document.favicon) };
}

/** A checked document to what its page's component draws, its pictures resolved in one query. */
export function resolveDocument(deps: Deps, key: PageKey, document: unknown): PagePreviewData {
  const images = resolveImages(
    deps.db,
    imagesOf(document).map((image) => image.mediaId),
  );
  const kind = pageKindOf(key);
  switch (kind) {
    case 'home': {
      const home = document as HomeDocument;
      return { kind, data: { ...home, hero: { ...home.hero, video: resolveVideo(deps.db, home.hero.video?.mediaId) } } };
    }
    case 'about':
      return { kind, data: aboutData(images, document as AboutDocument) };
    case 'contacts':
      return { kind, data: document as ContactsDocument };
    case 'brand':
      return { kind, data: brandData(images, document as BrandDocument) };
    case 'direction':
      return {
        kind,
        data: {
          ...(document as DirectionDocument),
          slug: directionSlugOf(key as DirectionPageKey),
          video: resolveVideo(deps.db, (document as DirectionDocument).video?.mediaId),
        } satisfies DirectionPageData,
      };
  }
}

/** The preview: the editor's document (checked) drawn as visitors would get it. */
export function resolvePreview(deps: Deps, key: PageKey, raw: unknown): PagePreviewData {
  return resolveDocument(deps, key, checkDocument(key, raw));
}

/** What visitors get: the published document, resolved. A page never seeded is not found. */
export function publishedView<K extends keyof PageDataByKind>(deps: Deps, key: PageKey, kind: K): PageDataByKind[K] {
  const document = publishedDocument(deps, key);
  if (document === null) throw new DomainError('not-found', serverMessages.pages.notFound);
  const view = resolveDocument(deps, key, document);
  if (view.kind !== kind) throw new DomainError('not-found', serverMessages.pages.notFound);
  return view.data as PageDataByKind[K];
}

export const directionView = (deps: Deps, slug: DirectionSlug) => publishedView(deps, directionPageKey(slug), 'direction');
