import { useId } from 'react';
import { MediaPicture } from '#client/components/ui/media-picture';
import { Reveal } from '#client/components/ui/reveal';
import { trpc } from '#client/lib/trpc';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import { uploadImageSrcSet } from '#shared/rules/images';

/** One column on a phone, two on a tablet, four 300 px cards on a desktop (about.css). */
const PORTRAIT_SIZES = '(min-width: 1100px) 300px, (min-width: 600px) 45vw, 90vw';

/** The club's coaches as the admin keeps them (the route's loader fetched them for the server render), under the page's words about them. */
export function CoachesSection({ lead }: { lead: string }) {
  const titleId = useId();
  const [coaches] = trpc.coaches.list.useSuspenseQuery();
  if (coaches.length === 0) return null;
  return (
    <section className="section section--white about-coaches" aria-labelledby={titleId}>
      <div className="container">
        <Reveal className="about-coaches__head">
          <p className="eyebrow">{aboutMessages.coachesSection.eyebrow}</p>
          <h2 id={titleId} className="section-title">
            {aboutMessages.coachesSection.title}
          </h2>
          <p className="about-coaches__lead">{lead}</p>
        </Reveal>
        <ul className="about-coaches__grid">
          {coaches.map((coach, index) => (
            <li key={coach._id} className="about-coach">
              <Reveal delay={0.08 * (index % 4)} className="about-coach__card">
                <div className="about-coach__frame">
                  {coach.image ? (
                    // A library portrait: cropped to 4:5 around the focal point the admin set.
                    <MediaPicture
                      image={coach.image}
                      className="about-coach__photo"
                      sizes={PORTRAIT_SIZES}
                      alt={coach.image.alt || coach.name}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <img
                      className="about-coach__photo"
                      src={coach.photo}
                      srcSet={uploadImageSrcSet(coach.photo)}
                      sizes={PORTRAIT_SIZES}
                      width={800}
                      height={1000}
                      alt={coach.name}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                </div>
                <h3 className="about-coach__name">{coach.name}</h3>
                {coach.ranks.length > 0 ? (
                  <ul className="about-coach__ranks" aria-label={aboutMessages.coachesSection.ranksLabel(coach.name)}>
                    {coach.ranks.map((rank) => (
                      <li key={rank}>{rank}</li>
                    ))}
                  </ul>
                ) : null}
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
