import { type ReactNode, useId } from 'react';
import { Reveal } from '#client/components/ui/reveal';

interface ContactSectionProps {
  /** The band's colour: section--white, --light or --dark. */
  tone: 'white' | 'light' | 'dark';
  /** The band's own class (contact-find, contact-bring…). */
  className: string;
  /** The container's layout class, for a band drawn in columns. */
  layoutClassName?: string;
  /** The class of the heading's block. */
  headClassName?: string;
  eyebrow?: string;
  title: string;
  /** After the title, revealed with it. */
  afterTitle?: ReactNode;
  children: ReactNode;
}

/**
 * One band of the contacts page: a section named by its title, its container, the heading block
 * (an eyebrow, the title, what follows it) revealed first, then the band's own content. Every band
 * of the page is one of these.
 */
export function ContactSection(props: ContactSectionProps) {
  const { tone, className, layoutClassName, headClassName, eyebrow, title, afterTitle, children } = props;
  const titleId = useId();
  return (
    <section className={`section section--${tone} ${className}`} aria-labelledby={titleId}>
      <div className={layoutClassName ? `container ${layoutClassName}` : 'container'}>
        <Reveal className={headClassName}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={titleId} className="section-title">
            {title}
          </h2>
          {afterTitle}
        </Reveal>
        {children}
      </div>
    </section>
  );
}
