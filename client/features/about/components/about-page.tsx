import { PageBanner } from '#client/components/layout/page-banner';
import { AppLink } from '#client/components/ui/app-link';
import { ArrowRightIcon, UsersIcon } from '#client/components/ui/icons';
import { publicMessages } from '#shared/messages/public.ru';
import { philosophy } from '../content';
import { philosophySection } from '../labels';
import { aboutSeo } from '../seo';
import { AboutGallery } from './about-gallery';
import { CoachesSection } from './coaches-section';
import { FounderSection } from './founder-section';
import { PhilosophySection } from './philosophy-section';
import '../about.css';

/** /about: philosophy with quotes, the founder and head coach, the other coaches, the photo gallery. */
export function AboutPage() {
  return (
    <>
      <PageBanner
        title={aboutSeo.heading}
        crumb={aboutSeo.breadcrumb}
        crumbTo="/about"
        icon={<UsersIcon />}
        lead={philosophy.values.map((value) => value.title).join(' · ')}
        watermark={philosophySection.eyebrow}
      >
        <div className="page-banner__actions">
          <AppLink to="/waiting-list" className="button">
            {publicMessages.nav.signUp}
            <ArrowRightIcon />
          </AppLink>
        </div>
      </PageBanner>
      <PhilosophySection />
      <FounderSection />
      <CoachesSection />
      <AboutGallery />
    </>
  );
}
