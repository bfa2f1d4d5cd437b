import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installToldIntersectionObserver } from '#client/test/told-intersection-observer';
import { SteadyAutoplay } from './swiper-autoplay';

let screen: { show: (ratio: number) => void };

const sliders: Swiper[] = [];

function slider(options: SwiperOptions = {}): Swiper {
  const element = document.createElement('div');
  element.innerHTML = `<div class="swiper-wrapper">${['А', 'Б', 'В'].map((text) => `<div class="swiper-slide">${text}</div>`).join('')}</div>`;
  document.body.append(element);
  const swiper = new Swiper(element, {
    modules: [SteadyAutoplay],
    // jsdom lays nothing out: the slider is given its width, so each slide is one screen of it.
    width: 300,
    speed: 0,
    rewind: true,
    autoplay: { delay: 5000, pauseOnMouseEnter: true },
    ...options,
  });
  sliders.push(swiper);
  return swiper;
}

function mouse(target: Element, type: 'pointerenter' | 'pointerleave') {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  target.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  screen = installToldIntersectionObserver();
});

afterEach(() => {
  for (const swiper of sliders.splice(0)) swiper.destroy();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SteadyAutoplay (Swiper autoplay on a timer)', () => {
  it('moves to the next slide every delay and, at the end, back to the first', () => {
    const swiper = slider();
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(4999);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(0);
  });

  it('keeps no frame loop: between two moves one timer waits, and no animation frame is asked for', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const swiper = slider();
    frames.mockClear();
    vi.advanceTimersByTime(4000);
    expect(frames).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    expect(swiper.autoplay.timeLeft).toBe(5000);
  });

  it('rests while a mouse is over the slider, and starts the full delay when it leaves', () => {
    const swiper = slider();
    vi.advanceTimersByTime(3000);
    mouse(swiper.el, 'pointerenter');
    expect(swiper.autoplay.paused).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    mouse(swiper.el, 'pointerleave');
    expect(swiper.autoplay.paused).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(swiper.activeIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(swiper.activeIndex).toBe(1);
  });

  it('rests while off screen and while the tab is hidden', () => {
    const swiper = slider();
    screen.show(0);
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    expect(swiper.autoplay.paused).toBe(true);
    screen.show(1);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
  });

  it("starts the full delay again after the visitor's own move", () => {
    const swiper = slider();
    vi.advanceTimersByTime(4000);
    swiper.slideTo(2, 0);
    vi.advanceTimersByTime(4000);
    expect(swiper.activeIndex).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(swiper.activeIndex).toBe(0);
  });

  it('stops and starts through swiper.autoplay (the about gallery’s pause button), and pause() rests it', () => {
    const swiper = slider();
    swiper.autoplay.stop();
    expect(swiper.autoplay.running).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(0);
    swiper.autoplay.start();
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(1);
    swiper.autoplay.pause();
    vi.advanceTimersByTime(20_000);
    expect(swiper.activeIndex).toBe(1);
    swiper.autoplay.resume();
    vi.advanceTimersByTime(5000);
    expect(swiper.activeIndex).toBe(2);
  });

  it('does not run when the slider has no autoplay, and leaves no timer behind when destroyed', () => {
    const still = slider({ autoplay: false });
    expect(still.autoplay.running).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(still.activeIndex).toBe(0);
    const moving = slider();
    moving.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
