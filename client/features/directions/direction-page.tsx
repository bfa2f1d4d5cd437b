import type { ReactNode } from 'react';
import { PageBanner } from '#client/components/layout/page-banner';
import { PlainPage } from '#client/components/layout/page-shell';
import { AppLink } from '#client/components/ui/app-link';
import { BackgroundVideo } from '#client/components/ui/background-video';
import { HydrateApart } from '#client/components/ui/hydrate-apart';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  FistIcon,
  LaurelIcon,
  PulseIcon,
  ShieldIcon,
  TargetIcon,
  TrophyIcon,
  UsersIcon,
} from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { TableOfContents } from '#client/components/ui/table-of-contents';
import { keyed } from '#client/lib/keyed';
import { usePublishedPage } from '#client/lib/use-published-page';
import type { DirectionSlug } from '#shared/directions';
import { directionBySlug } from '#shared/directions';
import { directionsMessages } from '#shared/messages/screens/directions.ru';
import type { ArticleSection, FeatureIcon } from '#shared/schemas/pages/direction';
import { directionPageKey } from '#shared/schemas/pages/keys';
import type { DirectionPageData } from '#shared/schemas/pages/views';
import './direction.css';

const featureIcons: Record<FeatureIcon, () => ReactNode> = {
  fist: () => <FistIcon />,
  laurel: () => <LaurelIcon />,
  pulse: () => <PulseIcon />,
  shield: () => <ShieldIcon />,
  target: () => <TargetIcon />,
  users: () => <UsersIcon />,
  trophy: () => <TrophyIcon />,
};

/** Sections reveal one after another: 0.1 s, 0.2 s … capped at 0.6 s. */
const stagger = (index: number) => Math.min(0.1 * (index + 1), 0.6);

function TextSection({ id, section }: { id: string; section: ArticleSection }) {
  return (
    <Reveal as="section" className="article-section">
      <h2 id={id} className="article-section__title">
        {section.heading}
      </h2>
      {keyed(section.paragraphs, (paragraph) => paragraph).map(({ key, item: paragraph }) => (
        <p key={key}>{paragraph}</p>
      ))}
      {section.points && section.points.length > 0 && (
        <ul className="article-points">
          {keyed(section.points, (point) => point).map(({ key, item: point }) => (
            <li key={key}>{point}</li>
          ))}
        </ul>
      )}
    </Reveal>
  );
}

/**
 * The shared layout of the seven direction pages, drawn from a page's data (the published document,
 * or a draft in the preview). A banner plays the club's video when the page has one; otherwise five
 * play the direction's built-in loop, hand-to-hand combat and women's self-defense keep the gradient.
 */
export function DirectionPageView({ data: content }: { data: DirectionPageData }) {
  const direction = directionBySlug(content.slug);
  if (!direction) throw new Error(`Направление ${content.slug} не описано в shared/directions.ts`);
  const toc = [
    { id: 'description', label: content.description.heading },
    { id: 'history', label: content.history.heading },
    { id: 'elements', label: content.elements.heading },
    { id: 'rules', label: content.rules.heading },
    { id: 'popularity', label: content.popularity.heading },
  ];

  return (
    <PlainPage
      below="parts"
      first={
        <PageBanner
          title={direction.name}
          crumb={direction.name}
          crumbTo={direction.route}
          icon={<FistIcon />}
          lead={content.lead}
          watermark={content.watermark}
          background={
            // The club's own video when it chose one; otherwise the built-in loop or the gradient.
            content.video ? (
              <BackgroundVideo video={content.video} />
            ) : direction.banner === 'video' ? (
              <BackgroundVideo name={direction.slug} />
            ) : undefined
          }
        >
          <div className="page-banner__actions">
            <AppLink to="/waiting-list" search={{ direction: direction.applicationValue }} className="button">
              {directionsMessages.ctaButton}
              <ArrowRightIcon />
            </AppLink>
            <AppLink to="/" className="button button--ghost">
              <ArrowLeftIcon />
              {directionsMessages.backHome}
            </AppLink>
          </div>
        </PageBanner>
      }
    >
      <section className="direction-features" aria-label={direction.name}>
        <div className="container">
          <ul className="feature-grid">
            {keyed(content.features, (feature) => feature.title).map(({ key, item: feature, index }) => (
              <Reveal as="li" key={key} delay={stagger(index)} className="lift-card feature-card">
                <span className="feature-card__icon">{featureIcons[feature.icon]()}</span>
                <h2 className="feature-card__title">{feature.title}</h2>
                <p className="feature-card__text">{feature.text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      {/* Below the first screen: hydrated apart, after the banner (docs/decisions/phone-speed.md). */}
      <HydrateApart>
        <div className="section section--white direction-article">
          <div className="container direction-article__layout">
            <TableOfContents title={directionsMessages.toc} items={toc} numbered />

            <article className="direction-article__body" data-content>
              <TextSection id="description" section={content.description} />

              <Reveal as="section" className="article-section">
                <h2 id="history" className="article-section__title">
                  {content.history.heading}
                </h2>
                <p>{content.history.intro}</p>
                <ol className="timeline">
                  {keyed(content.history.timeline, (item) => item.period).map(({ key, item, index }) => (
                    <Reveal as="li" key={key} delay={stagger(index)} className="timeline__item">
                      <span className="timeline__period display">{item.period}</span>
                      <h3 className="timeline__title">{item.title}</h3>
                      <p className="timeline__text">{item.text}</p>
                    </Reveal>
                  ))}
                </ol>
              </Reveal>

              <Reveal as="section" className="article-section">
                <h2 id="elements" className="article-section__title">
                  {content.elements.heading}
                </h2>
                <p>{content.elements.intro}</p>
                <ul className="element-grid">
                  {keyed(content.elements.items, (item) => item.name).map(({ key, item, index }) => (
                    <Reveal as="li" key={key} delay={stagger(index)} className="element-card">
                      <span className="element-card__number display" aria-hidden="true">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      <h3 className="element-card__name display">{item.name}</h3>
                      <p className="element-card__text">{item.text}</p>
                    </Reveal>
                  ))}
                </ul>
              </Reveal>

              <TextSection id="rules" section={content.rules} />
              <TextSection id="popularity" section={content.popularity} />
            </article>
          </div>
        </div>
      </HydrateApart>

      <HydrateApart>
        <section className="direction-cta">
          <Reveal className="container direction-cta__inner">
            <div>
              <h2 className="direction-cta__title display">{directionsMessages.ctaTitle}</h2>
              <p className="direction-cta__text">{directionsMessages.ctaText}</p>
            </div>
            <AppLink
              to="/waiting-list"
              search={{ direction: direction.applicationValue }}
              className="button button--gold direction-cta__button"
            >
              {directionsMessages.ctaButton}
              <ArrowRightIcon />
            </AppLink>
          </Reveal>
        </section>
      </HydrateApart>
    </PlainPage>
  );
}

/** A direction's route: the published page, which the route's loader fetched for the server render. */
export function DirectionPage({ slug }: { slug: DirectionSlug }) {
  const data = usePublishedPage(directionPageKey(slug));
  return <DirectionPageView data={data} />;
}
