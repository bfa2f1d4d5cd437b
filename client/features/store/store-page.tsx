import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { BannerPage } from '#client/components/layout/banner-page';
import { Reveal } from '#client/components/ui/reveal';
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
  const openQuickView = useCallback((product: Product, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger;
    setDialogWanted(true);
    setViewed(product);
  }, []);
  const closeQuickView = useCallback(() => {
    setViewed(null);
    triggerRef.current?.focus();
  }, []);

  return (
    <>
      <BannerPage
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
          <ul className="product-grid">
            {products.map((product, index) => (
              <Reveal as="li" key={product._id} delay={stagger(index)} className="product-grid__item">
                <ProductCard
                  product={product}
                  chatUrl={chatUrl}
                  eager={index < EAGER_IMAGES}
                  onQuickView={openQuickView}
                  onQuickViewIntent={prepareQuickView}
                />
              </Reveal>
            ))}
          </ul>
        )}
        <Reveal className="store-how">
          <h2 className="store-how__title display">{storeMessages.howTitle}</h2>
          <p className="store-how__text">{storeMessages.howText}</p>
        </Reveal>
      </BannerPage>
      {dialogWanted && (
        <Suspense fallback={null}>
          <QuickViewDialog product={viewed} chatUrl={chatUrl} onClose={closeQuickView} />
        </Suspense>
      )}
    </>
  );
}
