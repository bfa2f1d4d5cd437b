import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ArrowLeftIcon, ArrowRightIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import type { SwiperControls } from '#client/components/ui/swiper-slides';
import { useNearScreen } from '#client/lib/use-near-screen';
import { ABOUT_GALLERY } from '#shared/constants';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import type { AboutPageData } from '#shared/schemas/pages/views';
import { type GalleryItem, GallerySlide } from './gallery-slide';

const SwiperSlides = lazy(() => import('#client/components/ui/swiper-slides'));
const copy = aboutMessages;
const swiperMessages = {
  previous: copy.galleryPrevious,
  next: copy.galleryNext,
  goTo: copy.galleryGoToTemplate,
  slideLabel: copy.gallerySlideLabelTemplate,
};

const slidesOf = (items: readonly GalleryItem[]) =>
  items.map((item, index) => ({
    key: `${index}-${item.image.stem}`,
    node: <GallerySlide item={item} index={index} total={items.length} />,
  }));

/** Server HTML and the moment before Swiper arrives: the same slides, scrollable with snap points. */
function StaticGallery({ items }: { items: readonly GalleryItem[] }) {
  return (
    <div className="gallery__swiper gallery__swiper--static">
      {/* Scrollable without scripts, so it takes focus for keyboard scrolling. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable (WCAG 2.1.1) */}
      <section className="swiper-wrapper" tabIndex={0} aria-label={copy.galleryLabel}>
        {slidesOf(items).map((slide) => (
          <div key={slide.key} className="swiper-slide gallery__slide">
            {slide.node}
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
 * The about page's full-width photo gallery: 3–12 photos, loop, autoplay 5000 ms,
 * clickable dots, previous and next buttons, arrow keys. Swiper is fetched when the gallery comes
 * near the screen. Autoplay is off under prefers-reduced-motion, and a button pauses it (WCAG 2.2.2).
 */
export function AboutGallery({ gallery }: { gallery: AboutPageData['gallery'] }) {
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

  // Swiper starts with the state of the moment it loads; the pause button then stops and starts it.
  const [autoplayAtStart, setAutoplayAtStart] = useState<boolean | null>(null);
  if (active && autoplayAtStart === null) setAutoplayAtStart(autoplay);

  const controls: SwiperControls | null = prevEl && nextEl && paginationEl ? { prevEl, nextEl, paginationEl } : null;

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
          <p className="eyebrow">{aboutMessages.gallerySection.eyebrow}</p>
          <h2 id={titleId} className="section-title">
            {gallery.title}
          </h2>
        </Reveal>
      </div>
      <div className="gallery__stage">
        {active && controls ? (
          <Suspense fallback={<StaticGallery items={gallery.items} />}>
            <SwiperSlides
              slides={slidesOf(gallery.items)}
              controls={controls}
              messages={swiperMessages}
              prefix="gallery"
              loop={ABOUT_GALLERY.loop}
              speed={700}
              keyboard
              // Later changes go through swiper.autoplay.start/stop (the pause button), not a re-initialisation.
              {...(autoplayAtStart ? { autoplayMs: ABOUT_GALLERY.autoplayDelayMs } : {})}
              onReady={(swiper) => {
                swiperRef.current = swiper;
              }}
            />
          </Suspense>
        ) : (
          <StaticGallery items={gallery.items} />
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
