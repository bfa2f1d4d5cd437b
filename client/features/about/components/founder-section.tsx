import { useId } from 'react';
import { LaurelIcon, ShieldIcon, TrophyIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import { founder } from '../content';
import { founderSection } from '../labels';

/** The founder and head coach: portrait, figures, story, qualifications, belts and results. */
export function FounderSection() {
  const titleId = useId();
  const lists = [
    { title: founderSection.qualificationsTitle, items: founder.qualifications, Icon: LaurelIcon },
    { title: founderSection.beltsTitle, items: founder.belts, Icon: ShieldIcon },
    { title: founderSection.resultsTitle, items: founder.results, Icon: TrophyIcon },
  ];
  return (
    <section className="section section--light about-founder" aria-labelledby={titleId}>
      <div className="container about-founder__layout">
        <Reveal className="about-founder__media">
          <div className="about-founder__frame">
            <img
              className="about-founder__photo"
              src={founder.photo.src}
              width={founder.photo.width}
              height={founder.photo.height}
              alt={founder.photo.alt}
              loading="lazy"
              decoding="async"
            />
          </div>
          <dl className="about-founder__stats" aria-label={aboutMessages.founderStatsLabel}>
            {founder.stats.map((stat) => (
              <div key={stat.label} className="about-founder__stat">
                <dt className="about-founder__stat-label">{stat.label}</dt>
                <dd className="about-founder__stat-value display">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
        <div className="about-founder__body">
          <Reveal>
            <p className="eyebrow">{founderSection.eyebrow}</p>
            <h2 id={titleId} className="section-title">
              {founder.name}
            </h2>
            <p className="about-founder__role">{founder.role}</p>
            <div className="about-founder__bio">
              {founder.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
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
                  {items.map((item) => (
                    <li key={item}>{item}</li>
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
