import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ru';
import './background-video.css';

interface BackgroundVideoProps {
  /** Base name of the loop in /media/video: `{name}.webm`, `{name}.mp4` (and `{name}-poster.webp`). */
  name: string;
  /** Show the first frame (`{name}-poster.webp`) until the loop plays; without it the backdrop behind shows. */
  withPoster?: boolean;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The page's own files come first: the loop may start only after the page has loaded. */
function afterPageLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    const id = window.setTimeout(run, 0);
    return () => window.clearTimeout(id);
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * A decorative looping banner video (spec 2.3; budgets in ARCHITECTURE.md): muted, inline, looped,
 * `preload="none"`, so a phone downloads the page, its scripts and the poster first and the loop only
 * after the page has loaded. It plays only while on screen and never under prefers-reduced-motion
 * or the browser's data saver; a blocked autoplay is logged and the poster (or backdrop) stays.
 */
export function BackgroundVideo({ name, withPoster = true, className = '' }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (connection?.saveData) return;

    const motion = window.matchMedia(REDUCED_MOTION);
    let onScreen = false;
    let pageLoaded = false;

    const update = () => {
      if (pageLoaded && onScreen && !motion.matches) {
        video.play().catch((error: unknown) => {
          // Spec 8: a blocked autoplay is only logged; the page keeps working.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.warn(messages.publicPages.videoAutoplayBlocked, error);
        });
      } else if (!video.paused) {
        video.pause();
      }
    };

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            update();
          });
    if (observer) observer.observe(video);
    else onScreen = true;
    motion.addEventListener('change', update);
    const cancelLoad = afterPageLoad(() => {
      pageLoaded = true;
      update();
    });

    return () => {
      cancelLoad();
      observer?.disconnect();
      motion.removeEventListener('change', update);
      video.pause();
    };
  }, []);

  return (
    <video
      ref={ref}
      className={className ? `bg-video ${className}` : 'bg-video'}
      data-playing={playing ? '' : undefined}
      poster={withPoster ? `/media/video/${name}-poster.webp` : undefined}
      muted
      playsInline
      loop
      preload="none"
      disablePictureInPicture
      disableRemotePlayback
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
    >
      <source src={`/media/video/${name}.webm`} type="video/webm" />
      <source src={`/media/video/${name}.mp4`} type="video/mp4" />
    </video>
  );
}
