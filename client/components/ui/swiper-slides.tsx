import type { ReactNode } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { SteadyAutoplay } from './swiper-autoplay';

export interface SwiperSlideItem {
  key: string | number;
  node: ReactNode;
}

/** The page's own buttons and dots, drawn by the page so the server HTML has them before Swiper arrives. */
export interface SwiperControls {
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  paginationEl: HTMLElement;
}

/** What the screen reader hears; Swiper fills in {{index}} and {{slidesLength}}. */
export interface SwiperMessages {
  previous: string;
  next: string;
  goTo: string;
  slideLabel: string;
}

export interface SwiperSlidesProps {
  slides: readonly SwiperSlideItem[];
  controls: SwiperControls;
  messages: SwiperMessages;
  /** The block's class prefix: `<prefix>__swiper`, `__slide`, `__dot`, `__dot--active`, `__arrow--disabled`. */
  prefix: string;
  /** Min window width in px → slides per view. */
  slidesPerViewFromPx?: Readonly<Record<number, number>>;
  spaceBetween?: number;
  centered?: boolean;
  loop?: boolean;
  speed?: number;
  /** Milliseconds between slides; none, or under prefers-reduced-motion, no autoplay. */
  autoplayMs?: number;
  /** Arrow keys while the slider is on screen. */
  keyboard?: boolean;
  onReady?: (swiper: SwiperInstance) => void;
}

/**
 * The Swiper part of every slider of the site (the home page's news and store, the about page's
 * gallery), in its own chunk: each page draws its slides and controls without it and loads this when
 * the slider comes near the screen (Swiper is ≈30 kB).
 */
export default function SwiperSlides({
  slides,
  controls,
  messages,
  prefix,
  slidesPerViewFromPx = { 0: 1 },
  spaceBetween = 0,
  centered = false,
  loop = false,
  speed,
  autoplayMs,
  keyboard = false,
  onReady,
}: SwiperSlidesProps) {
  const widths = Object.keys(slidesPerViewFromPx)
    .map(Number)
    .sort((a, b) => a - b);
  const breakpoints = Object.fromEntries(widths.map((width) => [width, { slidesPerView: slidesPerViewFromPx[width] ?? 1 }]));
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  return (
    <Swiper
      className={`${prefix}__swiper`}
      modules={[A11y, SteadyAutoplay, Keyboard, Navigation, Pagination]}
      slidesPerView={slidesPerViewFromPx[widths[0] ?? 0] ?? 1}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
      centeredSlides={centered}
      centeredSlidesBounds={centered}
      loop={loop}
      rewind={!loop && autoplayMs !== undefined}
      {...(speed === undefined ? {} : { speed })}
      autoplay={
        autoplayMs && !reducedMotion ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false
      }
      keyboard={keyboard ? { enabled: true, onlyInViewport: true } : false}
      navigation={{ prevEl: controls.prevEl, nextEl: controls.nextEl, disabledClass: `${prefix}__arrow--disabled` }}
      pagination={{
        el: controls.paginationEl,
        clickable: true,
        bulletClass: `${prefix}__dot`,
        bulletActiveClass: `${prefix}__dot--active`,
      }}
      a11y={{
        prevSlideMessage: messages.previous,
        nextSlideMessage: messages.next,
        paginationBulletMessage: messages.goTo,
        slideLabelMessage: messages.slideLabel,
      }}
      {...(onReady ? { onSwiper: onReady } : {})}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={`${prefix}__slide`}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
