import { useId } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { AppLink } from '#client/components/ui/app-link';
import { ClubMap } from '#client/components/ui/club-map';
import { ArrowRightIcon, ExternalIcon, PhoneIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { telHref } from '#client/lib/phone';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { contactMessages } from '#shared/messages/screens/contact.ru';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { yandexMapsUrl } from '#shared/rules/map';
import { contactIntro, faq, findUs, firstTraining } from '../content';
import { contactSections } from '../labels';
import { contactSeo } from '../seo';
import { ContactCards } from './contact-cards';
import '../contact.css';

const copy = contactMessages;
const stagger = (index: number) => Math.min(0.1 * (index + 1), 0.6);

/** /contact: the club's contacts from the site settings, the map, the way in, what to bring, FAQ. */
export function ContactPage() {
  const settings = useSiteSettings();
  const ids = { intro: useId(), map: useId(), find: useId(), bring: useId(), faq: useId() };

  return (
    <>
      <PageBanner
        title={contactSeo.heading}
        crumb={contactSeo.breadcrumb}
        crumbTo="/contact"
        icon={<PhoneIcon />}
        lead={contactIntro.lead}
        watermark={contactSeo.heading}
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

      <section className="section section--white contact-main" aria-labelledby={ids.intro}>
        <div className="container">
          <Reveal className="contact-head">
            <p className="eyebrow">{contactSections.introEyebrow}</p>
            <h2 id={ids.intro} className="section-title">
              {contactIntro.title}
            </h2>
            <p className="contact-head__club">{settings.clubName}</p>
          </Reveal>
          <ContactCards settings={settings} />
        </div>
      </section>

      <section className="section section--light contact-map-section" aria-labelledby={ids.map}>
        <div className="container contact-map-section__layout">
          <Reveal className="contact-map-section__text">
            <h2 id={ids.map} className="section-title">
              {copy.mapTitle}
            </h2>
            <p className="contact-map-section__address">{settings.address}</p>
            <a className="button button--outline-dark" href={yandexMapsUrl(settings)} target="_blank" rel="noopener noreferrer">
              {homeMessages.openInYandexMaps}
              <ExternalIcon />
            </a>
          </Reveal>
          <Reveal delay={0.1} className="contact-map">
            <ClubMap settings={settings} />
          </Reveal>
        </div>
      </section>

      <section className="section section--white contact-find" aria-labelledby={ids.find}>
        <div className="container">
          <Reveal>
            <h2 id={ids.find} className="section-title">
              {contactSections.findUsTitle}
            </h2>
          </Reveal>
          <ol className="contact-steps">
            {findUs.blocks.map((block, index) => (
              <Reveal as="li" key={block.title} delay={stagger(index)} className="contact-step">
                <span className="contact-step__number display" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="contact-step__title">{block.title}</h3>
                <p className="contact-step__text">{block.text}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--dark contact-bring" aria-labelledby={ids.bring}>
        <div className="container contact-bring__layout">
          <Reveal>
            <h2 id={ids.bring} className="section-title">
              {contactSections.firstTrainingTitle}
            </h2>
            <p className="section-lead">{firstTraining.lead}</p>
          </Reveal>
          <div>
            <ul className="contact-bring__list">
              {firstTraining.items.map((item, index) => (
                <Reveal as="li" key={item} delay={stagger(index)}>
                  {item}
                </Reveal>
              ))}
            </ul>
            <p className="contact-bring__note">{firstTraining.note}</p>
          </div>
        </div>
      </section>

      <section className="section section--white contact-faq" aria-labelledby={ids.faq}>
        <div className="container contact-faq__layout">
          <Reveal>
            <h2 id={ids.faq} className="section-title">
              {contactSections.faqTitle}
            </h2>
          </Reveal>
          <div className="faq">
            {faq.items.map((item) => (
              <details key={item.question} className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <div className="faq__answer">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
