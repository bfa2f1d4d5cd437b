import { useId } from 'react';
import { LaurelIcon, ShieldIcon, TrophyIcon } from '#client/components/ui/icons';
import { MediaPicture } from '#client/components/ui/media-picture';
import { Reveal } from '#client/components/ui/reveal';
import { keyed } from '#client/lib/keyed';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import type { AboutPageData } from '#shared/schemas/pages/views';

/** The portrait's column: most of a phone's width, 40 % of a wide screen up to 480 px (about.css). */
const PHOTO_SIZES = '(min-width: 1200px) 480px, (min-width: 900px) 40vw, 90vw';

/** The founder and head coach: portrait, figures, story, qualifications, belts and results. */
export function FounderSection({ founder }: { founder: AboutPageData['founder'] }) {
  const titleId = useId();
  const lists = [
    { title: aboutMessages.founderSection.qualificationsTitle, items: founder.qualifications, Icon: LaurelIcon },
    { title: aboutMessages.founderSection.beltsTitle, items: founder.belts, Icon: ShieldIcon },
    { title: aboutMessages.founderSection.resultsTitle, items: founder.results, Icon: TrophyIcon },
  ];
  return (
    <section className="section section--light about-founder" aria-labelledby={titleId}>
      <div className="container about-founder__layout">
        <Reveal className="about-founder__media">
          <div className="about-founder__frame">
            {founder.photo && (
              <MediaPicture
                className="about-founder__photo"
                image={founder.photo}
                sizes={PHOTO_SIZES}
                loading="lazy"
                decoding="async"
              />
            )}
          </div>
          <dl className="about-founder__stats" aria-label={aboutMessages.founderStatsLabel}>
            {founder.stats.map((stat) => (
              <div key={`${stat.label}-${stat.value}`} className="about-founder__stat">
                <dt className="about-founder__stat-label">{stat.label}</dt>
                <dd className="about-founder__stat-value display">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
        <div className="about-founder__body">
          <Reveal>
            <p className="eyebrow">{aboutMessages.founderSection.eyebrow}</p>
            <h2 id={titleId} className="section-title">
              {founder.name}
            </h2>
            <p className="about-founder__role">{founder.role}</p>
            <div className="about-founder__bio">
              {keyed(founder.bio, (paragraph) => paragraph).map(({ key, item: paragraph }) => (
                <p key={key}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          <div className="about-founder__lists">
            {lists.map(({ title, items, Icon }, index) => (
              <Reveal key={title} delay={0.1 * (index + 1)} className="about-founder__list-card">
                <h3 className="about-founder__list-title">
                  <Icon />
                  {title}
                </h3>
                <ul className="about-founder__list">
                  {keyed(items, (item) => item).map(({ key, item }) => (
                    <li key={key}>{item}</li>
                  ))}
                </ul>
              </Reveal>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
