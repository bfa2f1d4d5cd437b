import type { ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { homeMessages } from '#shared/messages/screens/home.ru';

export interface CarouselOptions {
  /** Min window width in px → slides per view. */
  slidesPerViewFromPx: Readonly<Record<number, number>>;
  spaceBetween?: number;
  centered?: boolean;
  loop?: boolean;
  autoplayMs?: number;
}

export interface CarouselSlide {
  key: string | number;
  node: ReactNode;
}

interface SwiperTrackProps extends CarouselOptions {
  slides: CarouselSlide[];
  controls: { prevEl: HTMLElement; nextEl: HTMLElement; paginationEl: HTMLElement };
}

/** The Swiper part of the carousel, in its own chunk (loaded by carousel.tsx when needed). */
export default function SwiperTrack({
  slides,
  controls,
  slidesPerViewFromPx,
  spaceBetween = 0,
  centered = false,
  loop = false,
  autoplayMs,
}: SwiperTrackProps) {
  const widths = Object.keys(slidesPerViewFromPx)
    .map(Number)
    .sort((a, b) => a - b);
  const breakpoints = Object.fromEntries(widths.map((width) => [width, { slidesPerView: slidesPerViewFromPx[width] ?? 1 }]));
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  return (
    <Swiper
      className="carousel__swiper"
      modules={[A11y, Autoplay, Navigation, Pagination]}
      slidesPerView={slidesPerViewFromPx[widths[0] ?? 0] ?? 1}
      breakpoints={breakpoints}
      spaceBetween={spaceBetween}
      centeredSlides={centered}
      centeredSlidesBounds={centered}
      loop={loop}
      rewind={!loop && autoplayMs !== undefined}
      autoplay={
        autoplayMs && !reducedMotion ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false
      }
      navigation={{ prevEl: controls.prevEl, nextEl: controls.nextEl, disabledClass: 'carousel__arrow--disabled' }}
      pagination={{
        el: controls.paginationEl,
        clickable: true,
        bulletClass: 'carousel__dot',
        bulletActiveClass: 'carousel__dot--active',
      }}
      a11y={{
        prevSlideMessage: homeMessages.slidePrevious,
        nextSlideMessage: homeMessages.slideNext,
        paginationBulletMessage: homeMessages.goToSlideTemplate,
        slideLabelMessage: homeMessages.slideLabelTemplate,
      }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className="carousel__slide">
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
