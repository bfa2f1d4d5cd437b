import { useId } from 'react';
import { NumberedCards } from '#client/components/ui/numbered-cards';
import { Reveal, revealStagger as stagger } from '#client/components/ui/reveal';
import { keyed } from '#client/lib/keyed';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import type { AboutPageData } from '#shared/schemas/pages/views';

/** What the academy believes in: the text, four values and the quotes of great masters. */
export function PhilosophySection({ philosophy, quotes }: Pick<AboutPageData, 'philosophy' | 'quotes'>) {
  const titleId = useId();
  return (
    <>
      <section className="section section--white about-philosophy" aria-labelledby={titleId}>
        <div className="container about-philosophy__layout">
          <Reveal className="about-philosophy__intro">
            <p className="eyebrow">{aboutMessages.philosophySection.eyebrow}</p>
            <h2 id={titleId} className="section-title">
              {philosophy.title}
            </h2>
          </Reveal>
          <div className="about-philosophy__text">
            {keyed(philosophy.paragraphs, (paragraph) => paragraph).map(({ key, item: paragraph, index }) => (
              <Reveal key={key} delay={index === 0 ? 0 : stagger(index - 1)}>
                <p className={index === 0 ? 'about-philosophy__lead' : undefined}>{paragraph}</p>
              </Reveal>
            ))}
          </div>
        </div>
        <div className="container">
          <NumberedCards items={philosophy.values} className="about-values" block="about-value" displayTitle />
        </div>
      </section>

      <section className="section section--dark about-quotes" aria-label={aboutMessages.quotesLabel}>
        <div className="container">
          <ul className="about-quotes__list">
            {keyed(quotes, (quote) => quote.author).map(({ key, item: quote, index }) => (
              <Reveal as="li" key={key} delay={stagger(index)} className="about-quote">
                <figure>
                  <span className="about-quote__mark display" aria-hidden="true">
                    «
                  </span>
                  <blockquote className="about-quote__text">
                    <p>{quote.text}</p>
                  </blockquote>
                  <figcaption className="about-quote__author">
                    <span className="about-quote__name">{quote.author}</span>
                    <span className="about-quote__source">{quote.source}</span>
                  </figcaption>
                </figure>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
