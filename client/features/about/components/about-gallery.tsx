import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ArrowLeftIcon, ArrowRightIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { useNearScreen } from '#client/lib/use-near-screen';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import { gallery, galleryIntro } from '../content';
import { gallerySection } from '../labels';
import { GallerySlide } from './gallery-slide';
import type { GalleryControls } from './gallery-swiper';

const GallerySwiper = lazy(() => import('./gallery-swiper'));
const copy = aboutMessages;

/** Server HTML and the moment before Swiper arrives: the same slides, scrollable with snap points. */
function StaticGallery() {
  return (
    <div className="gallery__swiper gallery__swiper--static">
      {/* Scrollable without scripts, so it takes focus for keyboard scrolling. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable (WCAG 2.1.1) */}
      <section className="swiper-wrapper" tabIndex={0} aria-label={copy.galleryLabel}>
        {gallery.map((item, index) => (
          <div key={item.src} className="swiper-slide gallery__slide">
            <GallerySlide item={item} index={index} total={gallery.length} />
          </div>
        ))}
      </section>
    </div>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="icon">
      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="icon">
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}

/**
 * The about page's full-width photo gallery: six photos, loop, autoplay 5000 ms,
 * clickable dots, previous and next buttons, arrow keys. Swiper is fetched when the gallery comes
 * near the screen. Autoplay is off under prefers-reduced-motion, and a button pauses it (WCAG 2.2.2).
 */
export function AboutGallery() {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, activate] = useNearScreen(rootRef, 300);
  const [autoplay, setAutoplay] = useState(true);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setAutoplay(false);
  }, []);

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (autoplay) swiper?.autoplay?.stop();
    else swiper?.autoplay?.start();
    setAutoplay(!autoplay);
  };

  const controls: GalleryControls | null = prevEl && nextEl && paginationEl ? { prevEl, nextEl, paginationEl } : null;

  return (
    <section
      ref={rootRef}
      className="gallery"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onPointerEnter={activate}
      onFocus={activate}
    >
      <div className="container gallery__head">
        <Reveal>
          <p className="eyebrow">{gallerySection.eyebrow}</p>
          <h2 id={titleId} className="section-title">
            {galleryIntro.title}
          </h2>
        </Reveal>
      </div>
      <div className="gallery__stage">
        {active && controls ? (
          <Suspense fallback={<StaticGallery />}>
            <GallerySwiper
              items={gallery}
              controls={controls}
              autoplay={autoplay}
              onReady={(swiper) => {
                swiperRef.current = swiper;
              }}
            />
          </Suspense>
        ) : (
          <StaticGallery />
        )}
        <div className="gallery__controls container">
          <button ref={setPrevEl} type="button" className="gallery__arrow" aria-label={copy.galleryPrevious}>
            <ArrowLeftIcon />
          </button>
          <div ref={setPaginationEl} className="gallery__dots" />
          <button ref={setNextEl} type="button" className="gallery__arrow" aria-label={copy.galleryNext}>
            <ArrowRightIcon />
          </button>
          <button
            type="button"
            className="gallery__arrow gallery__pause"
            aria-label={autoplay ? copy.galleryPause : copy.galleryPlay}
            onClick={toggleAutoplay}
          >
            {autoplay ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      </div>
    </section>
  );
}
