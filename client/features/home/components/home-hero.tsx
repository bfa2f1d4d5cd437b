import { useRef } from 'react';
import { BackgroundVideo } from '#client/components/ui/background-video';
import { ContentLink } from '#client/components/ui/content-link';
import { ArrowRightIcon, CalendarIcon } from '#client/components/ui/icons';
import { keyed } from '#client/lib/keyed';
import { useBannerMotion } from '#client/lib/use-banner-motion';
import type { HomePageData } from '#shared/schemas/pages/views';

/**
 * Top of the home page: the club's name (site settings), then the page's own words: what it offers,
 * the two ways in (a trial and the timetable in the demo), the figures and the marquee.
 */
export function HomeHero({ clubName, data }: { clubName: string; data: HomePageData }) {
  const [firstWord, ...otherWords] = clubName.split(' ');
  const { hero } = data;
  const heroRef = useRef<HTMLElement>(null);
  // The drifting lights and the turning ring rest when the loop would (home.css, [data-still]).
  useBannerMotion(heroRef, (moving) => heroRef.current?.toggleAttribute('data-still', !moving));
  return (
    <section ref={heroRef} className="hero">
      <div className="hero__bg" aria-hidden="true">
        {/* The loop's first frame shows at once over the gradient; the loop fades in over it once it plays. */}
        <BackgroundVideo video={hero.video} name="home" fadeIn className="hero__video" />
        <div className="hero__glow hero__glow--red" />
        <div className="hero__glow hero__glow--gold" />
        <svg className="hero__ring" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
          <polygon points="117,10 283,10 390,117 390,283 283,390 117,390 10,283 10,117" />
          <polygon points="129,40 271,40 360,129 360,271 271,360 129,360 40,271 40,129" />
          <polygon points="142,72 258,72 328,142 328,258 258,328 142,328 72,258 72,142" />
        </svg>
        <div className="hero__lines" />
      </div>
      <div className="container hero__inner">
        <p className="eyebrow hero__eyebrow">{hero.eyebrow}</p>
        <h1 className="hero__title display">
          <span className="hero__title-line">{firstWord}</span>
          {otherWords.length > 0 && <span className="hero__title-line hero__title-line--accent">{otherWords.join(' ')}</span>}
        </h1>
        <p className="hero__tagline">{hero.tagline}</p>
        <div className="hero__actions">
          <ContentLink href={hero.primaryAction.href} className="button hero__cta">
            {hero.primaryAction.label}
            <ArrowRightIcon />
          </ContentLink>
          <ContentLink href={hero.secondaryAction.href} className="button button--ghost">
            <CalendarIcon />
            {hero.secondaryAction.label}
          </ContentLink>
        </div>
        <dl className="hero__stats">
          {keyed(hero.stats, (stat) => stat.label).map(({ key, item: stat }) => (
            <div key={key} className="hero__stat">
              <dt className="hero__stat-label">{stat.label}</dt>
              <dd className="hero__stat-value display">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="marquee" aria-hidden="true">
        <div className="marquee__track">
          {[0, 1].map((round) => (
            <span key={round} className="marquee__group">
              {keyed(data.marquee, (word) => word).map(({ key, item: word }) => (
                <span key={key} className="marquee__word display">
                  {word}
                </span>
              ))}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
