import { AnimatePresence, LazyMotion, MotionConfig, m, useIsPresent } from 'framer-motion';
import { useId, useRef } from 'react';
import { FadingBackdrop } from '#client/components/ui/fading-backdrop';
import { CloseIcon } from '#client/components/ui/icons';
import { PictureOrAddress } from '#client/components/ui/picture-or-address';
import { publicMessages } from '#shared/messages/public.ru';
import type { Product } from '#shared/schemas/product';
import { OrderButton } from './order-button';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';
import { StarRating } from './star-rating';

interface QuickViewDialogProps {
  product: Product | null;
  chatUrl: string;
  onClose: () => void;
}

const loadFeatures = () => import('framer-motion').then((module) => module.domAnimation);

/**
 * The store's quick view: the large image with the product's name, rating, price and
 * Order button. Closes with its button, a click on the backdrop or Escape; focus stays inside while
 * open. Loaded (with framer-motion) only when a visitor is about to open it.
 */
export default function QuickViewDialog({ product, chatUrl, onClose }: QuickViewDialogProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>
          {product && <QuickViewPanel key={product._id} product={product} chatUrl={chatUrl} onClose={onClose} />}
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

function QuickViewPanel({ product, chatUrl, onClose }: { product: Product; chatUrl: string; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // While it fades out the panel is no longer a dialog (FadingBackdrop says the rest).
  const isPresent = useIsPresent();

  return (
    <FadingBackdrop className="quick-view" panelRef={panelRef} closeRef={closeRef} onClose={onClose} testId="quick-view-backdrop">
      <m.div
        ref={panelRef}
        role={isPresent ? 'dialog' : undefined}
        aria-modal={isPresent ? true : undefined}
        aria-labelledby={titleId}
        className="quick-view__panel"
        initial={{ opacity: 0, scale: 0.94, y: 16 }}
        animate={{ opacity: 1, scale: 1, y: 0 }}
        exit={{ opacity: 0, scale: 0.96, y: 10 }}
        transition={{ duration: 0.28, ease: [0.22, 1, 0.36, 1] }}
      >
        <div className="quick-view__media">
          <PictureOrAddress
            className="quick-view__image"
            picture={product.picture}
            src={product.image}
            sizes="(max-width: 768px) 100vw, 50vw"
            alt={product.text}
            width={800}
            height={800}
          />
          <ProductBadges product={product} />
        </div>
        <div className="quick-view__info">
          <h2 id={titleId} className="quick-view__title">
            {product.text}
          </h2>
          <StarRating rating={product.rating} />
          <ProductPrice product={product} />
          <OrderButton productName={product.text} chatUrl={chatUrl} className="quick-view__order" />
        </div>
        <button
          ref={closeRef}
          type="button"
          className="quick-view__close"
          aria-label={publicMessages.common.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </m.div>
    </FadingBackdrop>
  );
}
