import { type CSSProperties, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '#client/components/ui/icons';
import type { SwiperSlideItem } from '#client/components/ui/swiper-slides';
import { useNearScreen } from '#client/lib/use-near-screen';
import { homeMessages } from '#shared/messages/screens/home.ru';

const SwiperSlides = lazy(() => import('#client/components/ui/swiper-slides'));

export interface CarouselOptions {
  /** Min window width in px → slides per view. */
  slidesPerViewFromPx: Readonly<Record<number, number>>;
  spaceBetween?: number;
  centered?: boolean;
  loop?: boolean;
  autoplayMs?: number;
}

const swiperMessages = {
  previous: homeMessages.slidePrevious,
  next: homeMessages.slideNext,
  goTo: homeMessages.goToSlideTemplate,
  slideLabel: homeMessages.slideLabelTemplate,
};

interface CarouselProps<T> extends CarouselOptions {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the slider region. */
  label: string;
  className?: string;
}

/** Slides laid out by CSS (server HTML, and until Swiper arrives): same classes and sizes as Swiper's. */
function StaticTrack({ slides }: { slides: SwiperSlideItem[] }) {
  return (
    <div className="swiper carousel__swiper">
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div key={slide.key} className="swiper-slide carousel__slide">
            {slide.node}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A slider with the site's own arrows and dots. Swiper (≈30 kB) is fetched only when the slider comes
 * near the screen or its controls are touched; until then CSS shows the first slides in the same
 * layout, so the page's first load stays light and nothing jumps when Swiper takes over.
 */
export function Carousel<T>({ items, getKey, renderItem, label, className = '', ...options }: CarouselProps<T>) {
  const rootRef = useRef<HTMLElement>(null);
  const [active, activate] = useNearScreen(rootRef, 100);
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [paginationEl, setPaginationEl] = useState<HTMLDivElement | null>(null);

  const widths = Object.keys(options.slidesPerViewFromPx)
    .map(Number)
    .sort((a, b) => a - b);
  const perViewAt = (index: number) => options.slidesPerViewFromPx[widths[Math.min(index, widths.length - 1)] ?? 0] ?? 1;
  // How many dots Swiper will draw: one per slide when it loops or centres, else one per position.
  // The dots' row keeps their width from the start (home.css), so the arrows do not move apart
  // when Swiper arrives while the slider is on screen.
  const dotsAt = (index: number) =>
    options.loop || options.centered ? items.length : Math.max(1, items.length - perViewAt(index) + 1);
  const style = {
    '--carousel-gap': `${options.spaceBetween ?? 0}px`,
    '--carousel-pv-sm': perViewAt(0),
    '--carousel-pv-md': perViewAt(1),
    '--carousel-dots-sm': dotsAt(0),
    '--carousel-dots-md': dotsAt(1),
  } as CSSProperties;
  const slides = items.map((item) => ({ key: getKey(item), node: renderItem(item) }));
  const controls = prevEl && nextEl && paginationEl ? { prevEl, nextEl, paginationEl } : null;

  return (
    <section
      ref={rootRef}
      className={`carousel ${className}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={activate}
      onFocus={activate}
    >
      {active && controls ? (
        <Suspense fallback={<StaticTrack slides={slides} />}>
          <SwiperSlides slides={slides} controls={controls} messages={swiperMessages} prefix="carousel" {...options} />
        </Suspense>
      ) : (
        <StaticTrack slides={slides} />
      )}
      <div className="carousel__controls">
        <button ref={setPrevEl} type="button" className="carousel__arrow" aria-label={homeMessages.slidePrevious}>
          <ArrowLeftIcon />
        </button>
        <div ref={setPaginationEl} className="carousel__dots" />
        <button ref={setNextEl} type="button" className="carousel__arrow" aria-label={homeMessages.slideNext}>
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  );
}
