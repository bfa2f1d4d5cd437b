import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineScript, routeChunksBlock, startAfterFirstPaint } from './start-after-first-paint';

type Listener = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** A PerformanceObserver that reports what the test hands it, as the browser's paint timing would. */
function fakePaintTiming() {
  const listeners: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(listener: Listener) {
      listeners.push(listener);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(entry: { name: string; element?: Element }) {
      for (const listener of listeners) listener({ getEntries: () => [entry as unknown as PerformanceEntry] });
    },
  };
}

function preloadedScripts(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('startAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first paint and the paint of the first-fetched image, then preloads the libraries and loads the entry', async () => {
    const timing = fakePaintTiming();
    document.body.innerHTML = '<img fetchpriority="high" src="/media/banner.webp" alt="">';
    const image = document.querySelector('img') as Element;
    const load = vi.fn(() => Promise.resolve());

    startAfterFirstPaint('/static/js/main-1.js', ['/static/js/vendor-1.js'], load);
    timing.report({ name: 'first-contentful-paint' });
    expect(load).not.toHaveBeenCalled();

    timing.report({ name: '', element: image });
    expect(load).toHaveBeenCalledWith('/static/js/main-1.js');
    expect(preloadedScripts()).toEqual(['/static/js/vendor-1.js']);

    // Another report later starts nothing twice.
    timing.report({ name: 'first-contentful-paint' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds the preload links two a task, then loads the entry', async () => {
    const timing = fakePaintTiming();
    const load = vi.fn(() => Promise.resolve());
    const preloads = ['/static/js/a.js', '/static/js/b.js', '/static/js/c.js', '/static/js/d.js', '/static/js/e.js'];
    startAfterFirstPaint('/static/js/main-1.js', preloads, load);
    timing.report({ name: 'first-contentful-paint' });
    expect(preloadedScripts()).toEqual(preloads.slice(0, 2));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer(); // the next task
    expect(preloadedScripts()).toEqual(preloads.slice(0, 4));
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer(); // the next task
    expect(preloadedScripts()).toEqual(preloads);
    expect(load).toHaveBeenCalledWith('/static/js/main-1.js');
    vi.advanceTimersByTime(2500);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preloads the page's route chunks the server named, after the entry's import and never before the paint", () => {
    const timing = fakePaintTiming();
    // The block as the server writes it (routeChunksBlock), and one that is not a list of addresses.
    const block = ({ attrs, children }: { attrs: Record<string, string>; children: string }) => {
      const element = document.createElement('script');
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      element.textContent = children;
      return element;
    };
    document.body.innerHTML = '<main><h1>Бокс</h1></main>';
    document.body.append(
      block(routeChunksBlock(['/static/js/boxing-1.js', '/static/js/reveal-1.js', '/static/js/keyed-1.js'])),
      block({ ...routeChunksBlock([]), children: 'not json' }),
    );
    const load = vi.fn(() => Promise.resolve());
    startAfterFirstPaint('/static/js/main-1.js', ['/static/js/react-1.js'], load);
    vi.advanceTimersByTime(100);
    expect(preloadedScripts()).toEqual([]);

    timing.report({ name: 'first-contentful-paint' });
    expect(preloadedScripts()).toEqual(['/static/js/react-1.js']);
    expect(load).toHaveBeenCalledWith('/static/js/main-1.js');
    vi.advanceTimersToNextTimer(); // the next task: the route's chunks, two a task
    expect(preloadedScripts()).toEqual(['/static/js/react-1.js', '/static/js/boxing-1.js', '/static/js/reveal-1.js']);
    vi.advanceTimersToNextTimer();
    // A block that is not a list of addresses is skipped, not thrown over.
    expect(preloadedScripts()).toEqual([
      '/static/js/react-1.js',
      '/static/js/boxing-1.js',
      '/static/js/reveal-1.js',
      '/static/js/keyed-1.js',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts after 2.5 s at the latest when the browser reports nothing', () => {
    fakePaintTiming();
    const load = vi.fn(() => Promise.resolve());
    startAfterFirstPaint('/static/js/main-1.js', [], load);
    vi.advanceTimersByTime(2499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed entry once more under another address, then leaves the server page as it is', async () => {
    const timing = fakePaintTiming();
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    startAfterFirstPaint('/static/js/main-1.js', [], load);
    timing.report({ name: 'first-contentful-paint' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(load.mock.calls).toEqual([['/static/js/main-1.js'], ['/static/js/main-1.js?retry=1']]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs as the inline script the server writes: its text needs nothing from outside itself', async () => {
    const timing = fakePaintTiming();
    const script = inlineScript('/static/js/main-1.js', ['/static/js/vendor-1.js']);
    expect(script).toContain('("/static/js/main-1.js", ["/static/js/vendor-1.js"], (url) => import(url));');
    // The page runs it as a module script; here the loader at its end is swapped for a recording one.
    const loaded: string[] = [];
    const record = (url: string) => {
      loaded.push(url);
      return Promise.resolve();
    };
    new Function('record', script.replace('(url) => import(url)', 'record'))(record);
    timing.report({ name: 'first-contentful-paint' });
    expect(preloadedScripts()).toEqual(['/static/js/vendor-1.js']);
    expect(loaded).toEqual(['/static/js/main-1.js']);
  });
});
