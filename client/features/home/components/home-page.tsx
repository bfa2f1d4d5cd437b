import { PlainPage } from '#client/components/layout/page-shell';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { usePublishedPage } from '#client/lib/use-published-page';
import { useSiteSettings } from '#client/lib/use-site-settings';
import type { HomePageData } from '#shared/schemas/pages/views';
import { ContactsSection } from './contacts-section';
import { HomeHero } from './home-hero';
import { MerchSection } from './merch-section';
import { NewsSection } from './news-section';
import '../home.css';

/**
 * The home page drawn from its data (the published document, or a draft in the preview); the news,
 * the store and the map below the banner come from their own editors.
 */
export function HomePageView({ data }: { data: HomePageData }) {
  const settings = useSiteSettings();
  return (
    <PlainPage first={<HomeHero clubName={settings.clubName} data={data} />} below="parts">
      {/* Below the hero: each hydrated apart, after it (docs/decisions/phone-speed.md). */}
      <HydrateApart>
        <NewsSection />
      </HydrateApart>
      <HydrateApart>
        <MerchSection />
      </HydrateApart>
      <HydrateApart>
        <ContactsSection settings={settings} />
      </HydrateApart>
    </PlainPage>
  );
}

/** /: the published page, which the route's loader fetched for the server render. */
export function HomePage() {
  const data = usePublishedPage('home');
  return <HomePageView data={data} />;
}
