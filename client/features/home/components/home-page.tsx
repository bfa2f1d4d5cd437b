import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { ContactsSection } from './contacts-section';
import { HomeHero } from './home-hero';
import { MerchSection } from './merch-section';
import { NewsSection } from './news-section';
import '../home.css';

export function HomePage() {
  const settings = useSiteSettings();
  return (
    <>
      <HomeHero clubName={settings.clubName} />
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
    </>
  );
}
