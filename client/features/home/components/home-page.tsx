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
      <NewsSection />
      <MerchSection />
      <ContactsSection settings={settings} />
    </>
  );
}
