import { useState } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { ABOUT_GALLERY } from '#shared/constants';
import { aboutMessages } from '#shared/messages/screens/about.ru';
import type { GalleryItem } from '../content';
import { GallerySlide } from './gallery-slide';

export interface GalleryControls {
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  paginationEl: HTMLElement;
}

interface GallerySwiperProps {
  items: readonly GalleryItem[];
  controls: GalleryControls;
  autoplay: boolean;
  onReady: (swiper: SwiperInstance) => void;
}

const copy = aboutMessages;

/** The Swiper part of the about gallery, in its own chunk (loop, autoplay 5000 ms). */
export default function GallerySwiper({ items, controls, autoplay, onReady }: GallerySwiperProps) {
  // Later changes go through swiper.autoplay.start/stop (the pause button), not a re-initialisation.
  const [startWithAutoplay] = useState(autoplay);
  return (
    <Swiper
      className="gallery__swiper"
      modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
      slidesPerView={1}
      loop={ABOUT_GALLERY.loop}
      speed={700}
      autoplay={
        startWithAutoplay ? { delay: ABOUT_GALLERY.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false
      }
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation={{ prevEl: controls.prevEl, nextEl: controls.nextEl }}
      pagination={{
        el: controls.paginationEl,
        clickable: true,
        bulletClass: 'gallery__dot',
        bulletActiveClass: 'gallery__dot--active',
      }}
      a11y={{
        prevSlideMessage: copy.galleryPrevious,
        nextSlideMessage: copy.galleryNext,
        paginationBulletMessage: copy.galleryGoToTemplate,
        slideLabelMessage: copy.gallerySlideLabelTemplate,
      }}
      onSwiper={onReady}
    >
      {items.map((item, index) => (
        <SwiperSlide key={item.src} className="gallery__slide">
          <GallerySlide item={item} index={index} total={items.length} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
