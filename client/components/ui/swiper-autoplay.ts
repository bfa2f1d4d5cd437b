import type { AutoplayMethods, AutoplayOptions, SwiperModule } from 'swiper/types';

/** Why the slider is not moving on its own for now; it moves when there is none. */
type PauseReason = 'pointer' | 'touch' | 'hidden' | 'offscreen' | 'paused';

/** Swiper's own default delay, for a slider that turns autoplay on without one. */
const DEFAULT_DELAY_MS = 3000;

/**
 * Autoplay for Swiper on a timer: the slides move every `delay` ms as Swiper's own Autoplay module
 * moves them, with the same `autoplay` parameters and `swiper.autoplay` methods (start, stop, pause,
 * resume, running, paused), so the sliders and their tests use it unchanged.
 *
 * Why not Swiper's module: it keeps a requestAnimationFrame loop running for as long as autoplay
 * runs, to report the time left every frame (`autoplayTimeLeft`, which nothing here reads). On the
 * emulated phone that loop took 5.5 ms of every frame and made the browser draw a frame every
 * vsync: 45% of the main thread while home's news slider had been near the screen, and a tap there
 * waited behind it (docs/decisions/phone-speed.md, 'The page at rest'). A timer wakes the page once per slide.
 *
 * It also rests while the slider is off screen (a slide moving where nobody looks is battery spent)
 * and while the tab is hidden, a finger is on it, or a mouse rests on it (`pauseOnMouseEnter`).
 * A visitor's own move (arrow, dot, swipe) starts the full delay again, as `disableOnInteraction:
 * false` does in Swiper's module.
 */
export const SteadyAutoplay: SwiperModule = ({ swiper, extendParams, on, emit }) => {
  extendParams({ autoplay: { enabled: false, delay: DEFAULT_DELAY_MS, pauseOnMouseEnter: false } satisfies AutoplayOptions });

  const reasons = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: IntersectionObserver | undefined;
  const options = () => swiper.params.autoplay as AutoplayOptions;
  const delay = () => options().delay ?? DEFAULT_DELAY_MS;

  const advance = () => {
    timer = undefined;
    if (swiper.destroyed) return;
    // As Swiper's module: at the end of a slider that neither loops nor rewinds, back to the first.
    if (!swiper.isEnd || swiper.params.loop || swiper.params.rewind) swiper.slideNext(swiper.params.speed, true, true);
    else swiper.slideTo(0, swiper.params.speed, true, true);
    emit('autoplay');
    schedule();
  };

  /** The next move `delay` ms from now, or none while stopped or paused for any reason. */
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const methods = swiper.autoplay;
    methods.paused = methods.running && reasons.size > 0;
    if (!methods.running || swiper.destroyed || reasons.size > 0) return;
    methods.timeLeft = delay();
    timer = setTimeout(advance, methods.timeLeft);
  };

  const setReason = (reason: PauseReason, on: boolean) => {
    const had = reasons.has(reason);
    if (on === had) return;
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    const wasPaused = swiper.autoplay.paused;
    schedule();
    if (swiper.autoplay.paused !== wasPaused) emit(swiper.autoplay.paused ? 'autoplayPause' : 'autoplayResume');
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setReason('pointer', true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setReason('pointer', false);
  };
  const onVisibilityChange = () => setReason('hidden', document.visibilityState === 'hidden');

  const methods: AutoplayMethods = {
    running: false,
    paused: false,
    timeLeft: 0,
    start() {
      if (swiper.destroyed) return false;
      methods.running = true;
      schedule();
      emit('autoplayStart');
      return true;
    },
    stop() {
      if (swiper.destroyed) return false;
      methods.running = false;
      schedule();
      emit('autoplayStop');
      return true;
    },
    pause() {
      setReason('paused', true);
    },
    resume() {
      setReason('paused', false);
    },
  };
  swiper.autoplay = methods;

  on('init', () => {
    if (!options().enabled) return;
    const element = swiper.el;
    if (options().pauseOnMouseEnter) {
      element.addEventListener('pointerenter', onPointerEnter);
      element.addEventListener('pointerleave', onPointerLeave);
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setReason('offscreen', !entry.isIntersecting);
      });
      observer.observe(element);
    }
    methods.start();
  });
  on('destroy', () => {
    swiper.el?.removeEventListener('pointerenter', onPointerEnter);
    swiper.el?.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    methods.running = false;
  });
  // Any change of slide, the visitor's or the timer's, starts the full delay again.
  on('slideChange', () => schedule());
  on('touchStart', () => setReason('touch', true));
  on('touchEnd', () => setReason('touch', false));
};
