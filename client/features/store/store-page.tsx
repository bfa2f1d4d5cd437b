import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BannerPage } from '#client/components/layout/banner-page';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { Reveal } from '#client/components/ui/reveal';
import { whenIdle } from '#client/lib/idle';
import { trpc } from '#client/lib/trpc';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { storeMessages } from '#shared/messages/screens/store.ru';
import type { Product } from '#shared/schemas/product';
import { ProductCard } from './product-card';
import { BagIcon } from './store-icons';
import './store.css';

const loadQuickView = () => import('./quick-view-dialog');
const QuickViewDialog = lazy(loadQuickView);

/** Cards whose images start loading at once: the first screen on phones and on wide screens. */
const EAGER_IMAGES = 4;
/** Cards hydrated together: the first part with the page (a phone's first screen shows 2-4), each next one apart. */
const CARDS_PER_PART = 4;
const chunk = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, part) => items.slice(part * size, part * size + size));
const stagger = (index: number) => Math.min(0.1 * ((index % 4) + 1), 0.6);

/** The store. Server-rendered with its products; on a client-side visit it may show the loading text first. */
export function StorePage() {
  const settings = useSiteSettings();
  const { data: products, isPending, isError, refetch } = trpc.products.list.useQuery();
  const [viewed, setViewed] = useState<Product | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const chatUrl = settings.orderChatUrl || settings.telegramUrl;

  const prepareQuickView = useCallback(() => {
    void loadQuickView();
    setDialogWanted(true);
  }, []);
  // Ready before the first tap: on a phone the card's intent (pointerenter) comes with the tap itself,
  // and fetching and mounting the dialog's code there lengthened the tap (docs/decisions/phone-speed.md).
  useEffect(() => whenIdle(prepareQuickView, 5000), [prepareQuickView]);
  const openQuickView = useCallback((product: Product, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setDialogWanted(true);
    // The tap's frame shows the pressed button; the dialog (its picture, text and layout: 150 ms of
    // the tap's task at 4x when drawn in it) is rendered in slices and fades in right after.
    startTransition(() => setViewed(product));
  }, []);
  const closeQuickView = useCallback(() => {
    setViewed(null);
    triggerRef.current?.focus();
  }, []);

  // The cards do not change when the quick view opens or is about to: a tap re-renders the dialog,
  // not the twelve-odd cards with their router links and pictures (docs/decisions/phone-speed.md).
  const grid = useMemo(
    () =>
      products && (
        <ul className="product-grid">
          {chunk(products, CARDS_PER_PART).map((part, partIndex) => {
            const cards = part.map((product, indexInPart) => {
              const index = partIndex * CARDS_PER_PART + indexInPart;
              return (
                <Reveal as="li" key={product._id} delay={stagger(index)} className="product-grid__item">
                  <ProductCard
                    product={product}
                    chatUrl={chatUrl}
                    eager={index < EAGER_IMAGES}
                    onQuickView={openQuickView}
                    onQuickViewIntent={prepareQuickView}
                  />
                </Reveal>
              );
            });
            // The first screen's cards hydrate with the page, the rest a part at a time after it.
            return partIndex === 0 ? cards : <HydrateApart key={part[0]?._id}>{cards}</HydrateApart>;
          })}
        </ul>
      ),
    [products, chatUrl, openQuickView, prepareQuickView],
  );

  return (
    <>
      <BannerPage
        below="parts"
        title={publicMessages.nav.onlineStore}
        path="/online-store"
        icon={<BagIcon />}
        lead={storeMessages.lead}
        watermark={storeMessages.watermark}
        className="store-section"
      >
        {isPending ? (
          <p className="store-status" role="status">
            <span className="store-status__spinner" aria-hidden="true" />
            {storeMessages.loading}
          </p>
        ) : isError ? (
          <div className="store-status store-status--error" role="alert">
            <p>{publicMessages.errors.loadFailedText}</p>
            <button type="button" className="button button--sm" onClick={() => void refetch()}>
              {publicMessages.errors.retry}
            </button>
          </div>
        ) : products.length === 0 ? (
          <p className="store-status">{storeMessages.empty}</p>
        ) : (
          grid
        )}
        <HydrateApart>
          <Reveal className="store-how">
            <h2 className="store-how__title display">{storeMessages.howTitle}</h2>
            <p className="store-how__text">{storeMessages.howText}</p>
          </Reveal>
        </HydrateApart>
      </BannerPage>
      {dialogWanted && (
        <Suspense fallback={null}>
          <QuickViewDialog product={viewed} chatUrl={chatUrl} onClose={closeQuickView} />
        </Suspense>
      )}
    </>
  );
}
