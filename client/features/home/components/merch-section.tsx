import { useEffect, useId } from 'react';
import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon } from '#client/components/ui/icons';
import { PictureOrAddress } from '#client/components/ui/picture-or-address';
import { Reveal } from '#client/components/ui/reveal';
import { trpc } from '#client/lib/trpc';
import { MERCH_SLIDER } from '#shared/constants';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { formatRub } from '#shared/rules/prices';
import type { Product } from '#shared/schemas/product';
import { Carousel } from './carousel';

function MerchCard({ product }: { product: Product }) {
  return (
    <article className="merch-card">
      <div className="merch-card__media">
        <PictureOrAddress
          className="merch-card__image"
          picture={product.picture}
          src={product.image}
          sizes="(max-width: 768px) 100vw, 33vw"
          alt=""
          width={480}
          height={480}
          loading="lazy"
          decoding="async"
        />
      </div>
      <h3 className="merch-card__name">{product.text}</h3>
      <p className="merch-card__price">{formatRub(product.price)}</p>
    </article>
  );
}

/** The store's first products in a slider (image, name, price) and the way to the whole store. */
export function MerchSection() {
  const { data: catalogue = [], error } = trpc.products.list.useQuery();
  const products = catalogue.slice(0, MERCH_SLIDER.maxSlides);
  const titleId = useId();

  useEffect(() => {
    if (error) console.warn('Товары не загрузились:', error.message);
  }, [error]);

  return (
    <section className="section section--dark merch-section" aria-labelledby={titleId}>
      <div className="container">
        <Reveal className="section-head">
          <div>
            <p className="eyebrow">{homeMessages.merchEyebrow}</p>
            <h2 id={titleId} className="section-title">
              {homeMessages.merchTitle}
            </h2>
            <p className="section-lead">{homeMessages.merchLead}</p>
          </div>
          <AppLink to="/online-store" className="button button--gold merch-section__to-store">
            {homeMessages.toStore}
            <ArrowRightIcon />
          </AppLink>
        </Reveal>
        <Reveal delay={0.1}>
          {products.length > 0 ? (
            <Carousel
              items={products}
              getKey={(product) => product._id}
              renderItem={(product) => <MerchCard product={product} />}
              label={homeMessages.merchTitle}
              slidesPerViewFromPx={MERCH_SLIDER.slidesPerViewFromPx}
              spaceBetween={24}
              loop={products.length >= MERCH_SLIDER.minProductsToLoop}
              className="merch-section__carousel"
            />
          ) : (
            <p className="empty-note">{homeMessages.merchEmpty}</p>
          )}
        </Reveal>
      </div>
    </section>
  );
}
