import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import { ArrowRightIcon, UsersIcon } from '#client/components/ui/icons';
import { usePublishedPage } from '#client/lib/use-published-page';
import { publicMessages } from '#shared/messages/public.ru';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import type { AboutPageData } from '#shared/schemas/pages/views';
import { AboutGallery } from './about-gallery';
import { CoachesSection } from './coaches-section';
import { FounderSection } from './founder-section';
import { PhilosophySection } from './philosophy-section';
import '../about.css';

/**
 * The about page drawn from its data (the published document for visitors, a draft in the admin's
 * preview): philosophy with quotes, the founder and head coach, the coaches, the photo gallery.
 */
export function AboutPageView({ data }: { data: AboutPageData }) {
  return (
    <PlainPage
      below="parts"
      first={
        <PageBanner
          title={aboutMessages.heading}
          crumb={aboutMessages.breadcrumb}
          crumbTo="/about"
          icon={<UsersIcon />}
          lead={data.philosophy.values.map((value) => value.title).join(' · ')}
          watermark={aboutMessages.philosophySection.eyebrow}
        >
          <div className="page-banner__actions">
            <AppLink to="/waiting-list" className="button">
              {publicMessages.nav.signUp}
              <ArrowRightIcon />
            </AppLink>
          </div>
        </PageBanner>
      }
    >
      <PhilosophySection philosophy={data.philosophy} quotes={data.quotes} />
      {/* Below a phone's first screen: each part hydrates, and on a client visit is drawn, apart (docs/decisions/phone-speed.md). */}
      <HydrateApart>
        <FounderSection founder={data.founder} />
      </HydrateApart>
      <HydrateApart>
        <CoachesSection lead={data.coaches.lead} />
      </HydrateApart>
      {data.gallery.items.length > 0 && (
        <HydrateApart>
          <AboutGallery gallery={data.gallery} />
        </HydrateApart>
      )}
    </PlainPage>
  );
}

/** /about: the published page, which the route's loader fetched for the server render. */
export function AboutPage() {
  const data = usePublishedPage('about');
  return <AboutPageView data={data} />;
}
