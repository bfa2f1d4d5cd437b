import { AppLink } from '#client/components/ui/app-link';
import { BackgroundVideo } from '#client/components/ui/background-video';
import { ArrowRightIcon, CalendarIcon } from '#client/components/ui/icons';
import { WAITING_LIST_LIMITS } from '#shared/constants';
import { directions } from '#shared/directions';
import { homeMessages } from '#shared/messages/screens/home.ru';

const copy = homeMessages;

/** Top of the home page: the club's name, what it offers and the two ways in (trial, schedule). */
export function HomeHero({ clubName }: { clubName: string }) {
  const [firstWord, ...otherWords] = clubName.split(' ');
  const stats = [
    { value: String(directions.length), label: copy.statDirections },
    { value: `${WAITING_LIST_LIMITS.minAge}–${WAITING_LIST_LIMITS.maxAge}`, label: copy.statAges },
    { value: '7', label: copy.statDays },
  ];
  return (
    <section className="hero">
      <div className="hero__bg" aria-hidden="true">
        {/* The loop's first frame shows at once over the gradient; the loop fades in over it once it plays. */}
        <BackgroundVideo name="home" fadeIn className="hero__video" />
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
        <p className="eyebrow hero__eyebrow">{copy.heroEyebrow}</p>
        <h1 className="hero__title display">
          <span className="hero__title-line">{firstWord}</span>
          {otherWords.length > 0 && <span className="hero__title-line hero__title-line--accent">{otherWords.join(' ')}</span>}
        </h1>
        <p className="hero__tagline">{copy.heroTagline}</p>
        <div className="hero__actions">
          <AppLink to="/waiting-list" className="button hero__cta">
            {copy.heroTrial}
            <ArrowRightIcon />
          </AppLink>
          <AppLink to="/schedule" className="button button--ghost">
            <CalendarIcon />
            {copy.heroSchedule}
          </AppLink>
        </div>
        <dl className="hero__stats">
          {stats.map((stat) => (
            <div key={stat.label} className="hero__stat">
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
              {copy.marquee.map((word) => (
                <span key={word} className="marquee__word display">
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
