import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import './cta-band.css';

interface CtaBandProps {
  title: string;
  text: string;
  /** Seconds before the band's reveal starts (after the blocks above it). */
  delay?: number;
  /** The actions on the right: the sign-up button, a phone. */
  children: ReactNode;
  className?: string;
}

/** The dark band that closes a page with a call to sign up: a title, a line of text and the actions. */
export function CtaBand({ title, text, delay, children, className }: CtaBandProps) {
  return (
    <Reveal delay={delay} className={className ? `cta-band ${className}` : 'cta-band'}>
      <div>
        <h2 className="cta-band__title display">{title}</h2>
        <p className="cta-band__text">{text}</p>
      </div>
      {children}
    </Reveal>
  );
}
