import { BannerPage } from '#client/components/layout/banner-page';
import { AppLink } from '#client/components/ui/app-link';
import { CtaBand } from '#client/components/ui/cta-band';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { ArrowRightIcon, PhoneIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { telHref } from '#client/lib/phone';
import { trpc } from '#client/lib/trpc';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { pricesMessages } from '#shared/messages/screens/prices.ru';
import type { PriceItem } from '#shared/schemas/price';
import { BuyOnline } from './buy-online';
import { PriceCard } from './price-card';
import './prices.css';

/** Cards reveal one after another: 0.1 s, 0.2 s … capped at 0.6 s. */
const stagger = (index: number) => Math.min(0.1 * ((index % 3) + 1), 0.6);

function RoubleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="icon">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 20V4h6a4 4 0 0 1 0 8H6M6 16h9" />
    </svg>
  );
}

/** The cards a phone's first screen shows under the banner (docs/decisions/phone-speed.md). */
const FIRST_SCREEN_CARDS = 2;

const priceItem = (item: PriceItem, index: number) => (
  <Reveal as="li" key={item._id} delay={stagger(index)} className="price-grid__item">
    <PriceCard item={item} />
  </Reveal>
);

/** The price list as cards, then a way to sign up. */
export function PricesPage() {
  const [items] = trpc.prices.list.useSuspenseQuery();
  const settings = useSiteSettings();
  return (
    <BannerPage
      below="parts"
      title={publicMessages.nav.prices}
      path="/price"
      icon={<RoubleIcon />}
      lead={pricesMessages.lead}
      watermark={pricesMessages.watermark}
      className="prices-section"
    >
      {items.length > 0 ? (
        <ul className="price-grid">
          {items.slice(0, FIRST_SCREEN_CARDS).map(priceItem)}
          {/* What a phone shows below its first screen hydrates, and on a client visit is drawn, apart. */}
          <HydrateApart>
            {items.slice(FIRST_SCREEN_CARDS).map((item, index) => priceItem(item, index + FIRST_SCREEN_CARDS))}
          </HydrateApart>
        </ul>
      ) : (
        <p className="empty-note">{pricesMessages.empty}</p>
      )}
      <HydrateApart>
        <BuyOnline />
      </HydrateApart>
      <HydrateApart>
        <CtaBand className="prices-cta" title={pricesMessages.ctaTitle} text={pricesMessages.ctaText}>
          <div className="prices-cta__actions">
            <AppLink to="/waiting-list" className="button button--gold">
              {publicMessages.nav.signUp}
              <ArrowRightIcon />
            </AppLink>
            <a href={telHref(settings.phone)} className="prices-cta__phone">
              <PhoneIcon />
              <span>
                <span className="prices-cta__phone-label">{pricesMessages.ctaPhone}</span>
                {settings.phone}
              </span>
            </a>
          </div>
        </CtaBand>
      </HydrateApart>
    </BannerPage>
  );
}
