/**
 * Starts the app's scripts once the page has painted: after the browser reports the first contentful
 * paint and the paint of each image the page asked for first (`fetchpriority="high"`: a banner poster,
 * the first news photo; an image that arrives but is not the largest paint is given 200 ms), at most
 * 2.5 s after the HTML. On a phone over 4G the 150 kB of libraries and app code otherwise share the
 * connection with the largest image, and the first paint waits for their evaluation; the server HTML
 * is whole and its links work before the scripts take over (docs/decisions/phone-speed.md). Browsers
 * without paint timing start after the first frame and the images' arrival.
 *
 * The server puts this function's text into the page as an inline module script (`inlineScript`), so
 * it must stay self-contained: no imports, no names from outside its body, no `import()` (see below). It is type-checked and
 * linted here like any other module; a unit test runs the same text in a document.
 *
 * A failed download of the entry is tried once more after a few seconds under another address (the
 * browser remembers a failed module for its address); if that fails too, the page stays the server's
 * HTML, whose links still work as plain links.
 */
export function startAfterFirstPaint(entry: string, preloads: string[], load: (url: string) => Promise<unknown>): void {
  let started = false;
  // Each preload link's request costs the main thread 1-4 ms (5-17 ms at a phone's 4x slowdown): the
  // ten of a page in one task were a task of 60-120 ms. Two a task, in the order the stages need them;
  // the entry is imported after the last (main.tsx waits a task before each stage anyway), then the
  // page's own route chunks follow, two a task, while the stages evaluate.
  const preload = (hrefs: string[], from: number, then: () => void) => {
    for (const href of hrefs.slice(from, from + 2)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + 2 < hrefs.length) setTimeout(() => preload(hrefs, from + 2, then), 0);
    else then();
  };
  const loadEntry = () => {
    load(entry).catch(() => {
      setTimeout(() => {
        load(`${entry}?retry=1`).catch(() => {});
      }, 3000);
    });
  };
  // The chunks of the page's routes, which the server names in data blocks (`<script
  // type="application/json" data-after-first-paint>`) instead of preload links in the head: links
  // there were fetched before the first paint and counted in it (server/render/route-assets.ts).
  const routeChunks = () =>
    [...document.querySelectorAll('script[data-after-first-paint]')].flatMap((block) => {
      try {
        const hrefs: unknown = JSON.parse(block.textContent ?? '');
        return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === 'string') : [];
      } catch {
        return [];
      }
    });
  const start = () => {
    if (started) return;
    started = true;
    preload(preloads, 0, () => {
      loadEntry();
      const chunks = routeChunks();
      if (chunks.length > 0) setTimeout(() => preload(chunks, 0, () => {}), 0);
    });
  };
  setTimeout(start, 2500);

  const waiting = new Set<Element | null>(document.querySelectorAll('img[fetchpriority="high"]'));
  let painted = false;
  const done = (image: Element | null) => {
    waiting.delete(image);
    if (painted && waiting.size === 0) start();
  };
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  const timed = types.includes('paint') && types.includes('largest-contentful-paint');
  for (const image of [...waiting] as HTMLImageElement[]) {
    const arrived = () => setTimeout(() => done(image), timed ? 200 : 0);
    if (image.complete) arrived();
    image.addEventListener('load', arrived, { once: true });
    image.addEventListener('error', () => done(image), { once: true });
  }
  if (!timed) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        done(null);
      }),
    );
    return;
  }
  const observer = new PerformanceObserver((list) => {
    for (const item of list.getEntries()) {
      if (item.name === 'first-contentful-paint') painted = true;
      // The largest-contentful-paint entry names the element it painted.
      const element = (item as PerformanceEntry & { element?: Element | null }).element;
      if (element) waiting.delete(element);
    }
    done(null);
  });
  observer.observe({ type: 'paint', buffered: true });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * The inline script that runs `startAfterFirstPaint` for this entry and these preloads. The loader is
 * written here as text: in the function's own body Vite's and Vitest's module transforms would
 * rewrite `import()` into a helper that the page does not have.
 */
export function inlineScript(entry: string, preloads: string[]): string {
  return `(${startAfterFirstPaint.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)}, (url) => import(url));`;
}

/**
 * The data block that names a route's chunks for `startAfterFirstPaint` (written by the server's
 * manifest, server/render/route-assets.ts; read by the function above, whose text must name the
 * attribute itself). Not executed, so the page's CSP needs no hash for it. The addresses are the
 * build's own files (/static/js/…): nothing in them can close the element.
 */
export function routeChunksBlock(chunks: string[]) {
  return { attrs: { type: 'application/json', 'data-after-first-paint': '' }, children: JSON.stringify(chunks) };
}
