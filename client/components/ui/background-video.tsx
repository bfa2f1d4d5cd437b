import { useEffect, useRef, useState } from 'react';
import { useBannerMotion } from '#client/lib/use-banner-motion';
import { publicMessages } from '#shared/messages/public.ru';
import { MEDIA_VIDEO_DESKTOP_FROM } from '#shared/rules/media-video';
import type { ResolvedVideo } from '#shared/schemas/media';
import './background-video.css';

interface BackgroundVideoProps {
  /** A built-in loop in /media/video: `{name}.webm`, `{name}.mp4` and the posters `{name}-poster[-480|-768].webp`. */
  name?: string;
  /** A library video as the server resolved it (server/lib/media/video-resolve.ts); wins over `name`. */
  video?: ResolvedVideo | null;
  /** Fade the loop in over the poster once it plays (the home hero) instead of cutting to it. */
  fadeIn?: boolean;
  className?: string;
}

/** The phone's files up to this width; a browser that ignores `<source media>` takes them too (the lighter). */
const PHONE_MEDIA = `(max-width: ${MEDIA_VIDEO_DESKTOP_FROM - 1}px)`;

/** A built-in loop in the shape of a library video: one size for every screen. */
function builtIn(name: string): ResolvedVideo {
  const base = `/media/video/${name}`;
  const files = { mp4: `${base}.mp4`, webm: `${base}.webm`, width: 1280, height: 720 };
  return {
    phone: files,
    desktop: files,
    poster: `${base}-poster.webp`,
    posterSrcset: posterSrcSet(name),
    width: 1280,
    height: 720,
  };
}

/** The poster in three widths; a phone (360-412 px at 1.75-3x) takes 768, a wide screen 1280. */
export function posterSrcSet(name: string): string {
  return [480, 768]
    .map((width) => `/media/video/${name}-poster-${width}.webp ${width}w`)
    .concat(`/media/video/${name}-poster.webp 1280w`)
    .join(', ');
}

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
 * A decorative looping banner video (budgets in ARCHITECTURE.md) over its first frame as a poster
 * image: muted, inline, looped, `preload="none"`, so a phone downloads the page, its scripts and the
 * poster first and the loop only after the page has loaded. It plays only while its banner's motion
 * may run (useBannerMotion: at least half on screen, no menu or dialog over the page, no reduced
 * motion), never under the browser's data saver; a blocked autoplay is logged and the poster (or
 * backdrop) stays.
 */
export function BackgroundVideo({ name = '', video, fadeIn = false, className = '' }: BackgroundVideoProps) {
  const files = video ?? builtIn(name);
  const sized = files.phone.mp4 !== files.desktop.mp4;
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const cancelPlay = useRef<(() => void) | undefined>(undefined);

  useBannerMotion(ref, (moving) => {
    const element = ref.current;
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    if (!element || connection?.saveData) return;
    cancelPlay.current?.();
    cancelPlay.current = undefined;
    if (!moving) {
      if (!element.paused) element.pause();
      return;
    }
    cancelPlay.current = afterPageLoad(() => {
      element.play().catch((error: unknown) => {
        // A blocked autoplay is only logged; the page keeps working (the poster stays).
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(publicMessages.common.videoAutoplayBlocked, error);
      });
    });
  });
  // A loop waiting for the page's load is not started once the banner is gone.
  useEffect(() => () => cancelPlay.current?.(), []);

  const classes = ['bg-video', fadeIn ? 'bg-video--fade' : '', className].filter(Boolean).join(' ');
  return (
    <>
      {/* The poster is an image, not the video's poster attribute: it can offer a phone-sized file
          (srcset) and be fetched first (fetchpriority), being the largest paint of the banner. */}
      <img
        className={className ? `bg-video bg-video__poster ${className}` : 'bg-video bg-video__poster'}
        data-covered={playing ? '' : undefined}
        src={files.poster}
        srcSet={files.posterSrcset}
        sizes="100vw"
        width={files.width}
        height={files.height}
        alt=""
        fetchPriority="high"
        aria-hidden="true"
      />
      <video
        ref={ref}
        className={classes}
        data-playing={playing ? '' : undefined}
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
        {sized ? <source src={files.phone.webm} type="video/webm" media={PHONE_MEDIA} /> : null}
        {sized ? <source src={files.phone.mp4} type="video/mp4" media={PHONE_MEDIA} /> : null}
        <source src={files.desktop.webm} type="video/webm" />
        <source src={files.desktop.mp4} type="video/mp4" />
      </video>
    </>
  );
}
