import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { whenIdle } from '#client/lib/idle';
import { trpc } from '#client/lib/trpc';
import { NEWS_PAGINATION } from '#shared/constants';
import { publicMessages } from '#shared/messages/public.ru';
import { newsMessages } from '#shared/messages/screens/news.ru';
import { formatDay } from '#shared/rules/dates';
import { shouldShowPagination } from '#shared/rules/pagination';
import type { NewsPost } from '#shared/schemas/post';
import type { ViewerImage } from './image-viewer';
import { NewsErrorView } from './news-error-view';
import { NewspaperIcon, TicketIcon } from './news-icons';
import { NewsItem } from './news-item';
import { type NewsListPath, NewsPagination } from './news-pagination';
import { newsLists } from './news-route';
import { NewsSkeleton } from './news-skeleton';
import { largePhoto } from './post-photo';
import { usePagePhotosReady } from './use-page-photos-ready';
import './news.css';

const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(loadViewer);

/** Each list's own words and icon on its page (what its route needs is in newsLists). */
const listPages: Record<NewsListPath, { eyebrow: string; lead: string; emptyText: string; Icon: ComponentType }> = {
  '/press-center': {
    eyebrow: newsMessages.pressEyebrow,
    lead: newsMessages.pressLead,
    emptyText: newsMessages.empty,
    Icon: NewspaperIcon,
  },
  '/events': {
    eyebrow: newsMessages.eventsEyebrow,
    lead: newsMessages.eventsLead,
    emptyText: newsMessages.eventsEmpty,
    Icon: TicketIcon,
  },
};

interface NewsListPageProps {
  path: NewsListPath;
  page: number;
}

/** The route's page: the list at its address, on the page its ?page names. */
export function NewsListRoutePage({ path }: { path: NewsListPath }) {
  const { page } = useSearch({ from: path });
  return <NewsListPage path={path} page={page ?? 1} />;
}

/** The press centre and the events list: one page of five posts, the pager, the image viewer. */
export function NewsListPage({ path, page: requestedPage }: NewsListPageProps) {
  const { view, title } = newsLists[path];
  const { eyebrow, lead, emptyText, Icon } = listPages[path];
  // The server answers only this page's posts, with the list's size (a page past the end answers the last page).
  const { data, error, isPending } = trpc.posts.listPage.useQuery({ view, page: requestedPage });
  const page = data?.page ?? requestedPage;
  const total = data?.total ?? 0;
  useResetPageWhenListChanges(path, data?.listKey, total, page);

  return (
    <PlainPage
      below="parts"
      first={<PageBanner title={title} crumb={title} crumbTo={path} icon={<Icon />} lead={lead} watermark={title} />}
    >
      <section className="section section--light news-list" aria-labelledby="news-list-title">
        <div className="container news-list__inner">
          <header className="news-list__head">
            <p className="eyebrow">{eyebrow}</p>
            <p id="news-list-title" className="visually-hidden">
              {publicMessages.heads.news.pageTitle(title, page)}
            </p>
          </header>
          {error && !data ? (
            <NewsErrorView message={error.message} />
          ) : isPending ? (
            <NewsSkeleton />
          ) : (
            <NewsPageBody
              key={path}
              path={path}
              posts={data?.posts ?? []}
              page={page}
              totalPages={data?.totalPages ?? 0}
              showPager={shouldShowPagination(total, NEWS_PAGINATION.pageSize)}
              emptyText={emptyText}
            />
          )}
        </div>
      </section>
    </PlainPage>
  );
}

interface NewsPageBodyProps {
  path: NewsListPath;
  posts: NewsPost[];
  page: number;
  totalPages: number;
  showPager: boolean;
  emptyText: string;
}

function NewsPageBody({ path, posts, page, totalPages, showPager, emptyText }: NewsPageBodyProps) {
  const photos = usePagePhotosReady(posts);
  const viewer = useImageViewer();

  if (photos.status === 'error') return <NewsErrorView message={photos.message} />;
  return (
    <>
      {photos.status === 'loading' ? (
        <NewsSkeleton />
      ) : posts.length === 0 ? (
        <p className="empty-note">{emptyText}</p>
      ) : (
        <div className="news-list__items">
          {posts.map((post, index) => {
            const item = (
              <NewsItem key={post.id} post={post} eager={index === 0} onOpenPhoto={viewer.open} onPhotoIntent={viewer.prefetch} />
            );
            // The first post fills a phone's first screen; each next one hydrates apart, after it.
            return index === 0 ? item : <HydrateApart key={post.id}>{item}</HydrateApart>;
          })}
        </div>
      )}
      {showPager && (
        <HydrateApart>
          <NewsPagination path={path} page={page} totalPages={totalPages} />
        </HydrateApart>
      )}
      {viewer.mounted && (
        <Suspense fallback={null}>
          <ImageViewer image={viewer.image} onClose={viewer.close} />
        </Suspense>
      )}
    </>
  );
}

interface NewsListErrorProps {
  path: NewsListPath;
  error: unknown;
}

/** The route's error view (the posts could not be loaded): the page banner and the spec's error block. */
export function NewsListError({ path, error }: NewsListErrorProps) {
  const { title } = newsLists[path];
  const { Icon } = listPages[path];
  return (
    // With the page: its retry button answers the first tap.
    <PlainPage
      below="with-page"
      first={<PageBanner title={title} crumb={title} crumbTo={path} icon={<Icon />} watermark={title} />}
    >
      <section className="section section--light news-list">
        <div className="container news-list__inner">
          <NewsErrorView message={error instanceof Error ? error.message : String(error)} />
        </div>
      </section>
    </PlainPage>
  );
}

/** Open/close state of the image viewer; focus goes back to the photo that opened it. */
function useImageViewer() {
  const [image, setImage] = useState<ViewerImage | null>(null);
  // Kept mounted after the first open so the closing animation can play.
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((post: NewsPost, trigger: HTMLButtonElement) => {
    const src = largePhoto(post);
    if (!src) return;
    const title = post.title || formatDay(post.day);
    triggerRef.current = trigger;
    setMounted(true);
    setImage({ src, title, alt: post.picture?.alt || newsMessages.photoAlt(title) });
  }, []);

  const close = useCallback(() => {
    setImage(null);
    triggerRef.current?.focus();
  }, []);

  const prefetch = useCallback(() => {
    void loadViewer();
  }, []);
  // Fetched and mounted (closed) before the first tap: on a phone the photo's intent comes with the
  // tap itself, and the chunk's import there (its modulepreload links appended) and React's first
  // wait for the lazy component lengthened the tap (docs/decisions/phone-speed.md).
  useEffect(
    () =>
      whenIdle(() => {
        prefetch();
        setMounted(true);
      }, 5000),
    [prefetch],
  );

  return { image, mounted, open, close, prefetch };
}

/**
 * When the list itself changes (not the page) and it is longer than one page, go back to
 * page 1. The server names the whole list with `listKey` (its posts, not the page), so a page change
 * keeps the key and a post joining or leaving the list changes it.
 */
function useResetPageWhenListChanges(path: NewsListPath, listKey: string | undefined, total: number, page: number): void {
  const navigate = useNavigate();
  const previousKey = useRef(listKey);

  useEffect(() => {
    if (listKey === undefined) return;
    if (previousKey.current === undefined || previousKey.current === listKey) {
      previousKey.current = listKey;
      return;
    }
    previousKey.current = listKey;
    if (page !== 1 && shouldShowPagination(total, NEWS_PAGINATION.pageSize)) {
      void navigate({ to: path, search: {}, replace: true });
    }
  }, [listKey, page, path, total, navigate]);
}
