import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { ClubMap } from '#client/components/ui/club-map';
import { FaqList } from '#client/components/ui/faq-list';
import { ArrowRightIcon, ExternalIcon, PhoneIcon } from '#client/components/ui/icons';
import { NumberedCards } from '#client/components/ui/numbered-cards';
import { Reveal, revealStagger as stagger } from '#client/components/ui/reveal';
import { keyed } from '#client/lib/keyed';
import { telHref } from '#client/lib/phone';
import { usePublishedPage } from '#client/lib/use-published-page';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { contactMessages } from '#shared/messages/screens/contact.ru';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { yandexMapsUrl } from '#shared/rules/map';
import type { ContactsPageData } from '#shared/schemas/pages/views';
import { ContactCards } from './contact-cards';
import { ContactSection } from './contact-section';
import '../contact.css';

const copy = contactMessages;

/**
 * The contacts page drawn from its data (the published document, or a draft in the preview): the
 * club's contacts from the site settings, the map, the way in, what to bring, the questions.
 */
export function ContactPageView({ data }: { data: ContactsPageData }) {
  const settings = useSiteSettings();
  return (
    <PlainPage
      below="apart"
      first={
        <PageBanner
          title={contactMessages.heading}
          crumb={contactMessages.breadcrumb}
          crumbTo="/contact"
          icon={<PhoneIcon />}
          lead={data.intro.lead}
          watermark={contactMessages.heading}
        >
          <div className="page-banner__actions">
            <a href={telHref(settings.phone)} className="button">
              <PhoneIcon />
              {copy.call}
            </a>
            <AppLink to="/waiting-list" className="button button--ghost">
              {copy.signUp}
              <ArrowRightIcon />
            </AppLink>
          </div>
        </PageBanner>
      }
    >
      <ContactSection
        tone="white"
        className="contact-main"
        headClassName="contact-head"
        eyebrow={contactMessages.sections.introEyebrow}
        title={data.intro.title}
        afterTitle={<p className="contact-head__club">{settings.clubName}</p>}
      >
        <ContactCards settings={settings} />
      </ContactSection>

      <ContactSection
        tone="light"
        className="contact-map-section"
        layoutClassName="contact-map-section__layout"
        headClassName="contact-map-section__text"
        title={copy.mapTitle}
        afterTitle={
          <>
            <p className="contact-map-section__address">{settings.address}</p>
            <a className="button button--outline-dark" href={yandexMapsUrl(settings)} target="_blank" rel="noopener noreferrer">
              {homeMessages.openInYandexMaps}
              <ExternalIcon />
            </a>
          </>
        }
      >
        <Reveal delay={0.1} className="contact-map">
          <ClubMap settings={settings} />
        </Reveal>
      </ContactSection>

      <ContactSection tone="white" className="contact-find" title={contactMessages.sections.findUsTitle}>
        <NumberedCards items={data.findUs} as="ol" className="contact-steps" block="contact-step" />
      </ContactSection>

      <ContactSection
        tone="dark"
        className="contact-bring"
        layoutClassName="contact-bring__layout"
        title={contactMessages.sections.firstTrainingTitle}
        afterTitle={<p className="section-lead">{data.firstTraining.lead}</p>}
      >
        <div>
          <ul className="contact-bring__list">
            {keyed(data.firstTraining.items, (item) => item).map(({ key, item, index }) => (
              <Reveal as="li" key={key} delay={stagger(index)}>
                {item}
              </Reveal>
            ))}
          </ul>
          <p className="contact-bring__note">{data.firstTraining.note}</p>
        </div>
      </ContactSection>

      <ContactSection
        tone="white"
        className="contact-faq"
        layoutClassName="contact-faq__layout"
        title={contactMessages.sections.faqTitle}
      >
        <FaqList items={data.faq} />
      </ContactSection>
    </PlainPage>
  );
}

/** /contact: the published page, which the route's loader fetched for the server render. */
export function ContactPage() {
  const data = usePublishedPage('contacts');
  return <ContactPageView data={data} />;
}
