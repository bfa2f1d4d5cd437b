import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { observeReveal } from '#client/lib/reveal-observer';
import { REVEAL_ON_SCROLL } from '#shared/constants';

interface RevealProps {
  children: ReactNode;
  /** Seconds; blocks shown one after another are staggered from 0.1 to 0.6 s. */
  delay?: number;
  className?: string;
  as?: 'div' | 'section' | 'article' | 'li';
}

/** The delay of the nth of several blocks shown one after another: 0.1 s more each, at most 0.6 s. */
export const revealStagger = (index: number) => Math.min(0.1 * (index + 1), 0.6);

/**
 * Starts transparent and 20 px lower and appears (0.6 s) once 10% of it is in view. The motion is
 * CSS (base.css, [data-reveal]): blocks on the first screen fade in from the first paint without
 * waiting for scripts; this marks the blocks that start off screen and reveals them on scroll
 * (lib/reveal-observer.ts).
 */
export function Reveal({ children, delay = 0, className, as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => observeReveal(ref.current), []);
  const seconds = delay === 0 ? 0 : Math.min(Math.max(delay, REVEAL_ON_SCROLL.minDelaySeconds), REVEAL_ON_SCROLL.maxDelaySeconds);
  const style = seconds > 0 ? ({ '--reveal-delay': `${seconds}s` } as CSSProperties) : undefined;
  return (
    // biome-ignore lint/suspicious/noExplicitAny: one ref type for the four possible tags
    <Tag ref={ref as any} data-reveal="" className={className} style={style}>
      {children}
    </Tag>
  );
}
