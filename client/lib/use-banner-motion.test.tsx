import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installToldIntersectionObserver } from '#client/test/told-intersection-observer';
import { coverPage } from './page-cover';
import { useBannerMotion } from './use-banner-motion';

let screen: { show: (ratio: number) => void };
let reducedMotion = false;
const told: boolean[] = [];

function Banner() {
  const ref = useRef<HTMLDivElement>(null);
  useBannerMotion(ref, (moving) => told.push(moving));
  return <div ref={ref} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  told.length = 0;
  reducedMotion = false;
  screen = installToldIntersectionObserver();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useBannerMotion', () => {
  it('says nothing until the banner’s place is known, then moves while at least half of it is on screen', () => {
    render(<Banner />);
    expect(told).toEqual([]);
    act(() => screen.show(1));
    act(() => screen.show(0.6));
    act(() => screen.show(0.3));
    act(() => screen.show(0));
    act(() => screen.show(0.5));
    // Each change once: 0.6 after 1 and 0 after 0.3 change nothing.
    expect(told).toEqual([true, false, true]);
  });

  it('rests at once while a menu or dialog covers the page, and moves again only when the browser is idle', () => {
    render(<Banner />);
    act(() => screen.show(1));
    const uncover = coverPage();
    expect(told).toEqual([true, false]);
    uncover();
    expect(told).toEqual([true, false]);
    act(() => vi.runAllTimers());
    expect(told).toEqual([true, false, true]);
  });

  it('never moves under prefers-reduced-motion', () => {
    reducedMotion = true;
    render(<Banner />);
    act(() => screen.show(1));
    expect(told).toEqual([false]);
  });

  it('is not told after the banner is gone', () => {
    const { unmount } = render(<Banner />);
    act(() => screen.show(1));
    const uncover = coverPage();
    unmount();
    uncover();
    vi.runAllTimers();
    expect(told).toEqual([true, false]);
  });
});
