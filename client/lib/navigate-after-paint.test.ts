import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATING_ATTRIBUTE, navigateAfterPaint } from './navigate-after-paint';

/** A real router over a memory history, loading as the app's Transitioner makes it load. */
function makeRouter() {
  const loaded = vi.fn();
  const root = createRootRoute();
  const home = createRoute({ getParentRoute: () => root, path: '/' });
  const price = createRoute({
    getParentRoute: () => root,
    path: '/price',
    validateSearch: (search: Record<string, unknown>) => ({ tab: typeof search.tab === 'string' ? search.tab : undefined }),
    loader: () => loaded(),
  });
  const router = createRouter({
    routeTree: root.addChildren([home, price]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const unsubscribe = router.history.subscribe(router.load);
  return { router, loaded, unsubscribe };
}

const html = document.documentElement;
let stop = () => {};
afterEach(() => {
  stop();
  html.removeAttribute(NAVIGATING_ATTRIBUTE);
});

describe('navigateAfterPaint', () => {
  it('leaves the tap its own frame: the page changes only after it, dimmed until the new page is resolved', async () => {
    const { router, loaded, unsubscribe } = makeRouter();
    await router.load();
    const restore = navigateAfterPaint(router);
    stop = () => {
      restore();
      unsubscribe();
    };

    const navigation = router.navigate({ to: '/price' });
    expect(router.state.location.pathname).toBe('/');
    expect(loaded).not.toHaveBeenCalled();
    expect(html.hasAttribute(NAVIGATING_ATTRIBUTE)).toBe(true);

    await navigation;
    await vi.waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/price'));
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute(NAVIGATING_ATTRIBUTE)).toBe(false);
  });

  it('does not dim the page for a change of its own query (a filter)', async () => {
    const { router, unsubscribe } = makeRouter();
    await router.navigate({ to: '/price' });
    await vi.waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/price'));
    const restore = navigateAfterPaint(router);
    stop = () => {
      restore();
      unsubscribe();
    };

    const navigation = router.navigate({ to: '/price', search: { tab: 'kids' } });
    expect(html.hasAttribute(NAVIGATING_ATTRIBUTE)).toBe(false);
    expect(router.state.location.search).toEqual({});
    await navigation;
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ tab: 'kids' }));
  });

  it('preloads a page (a touchstart on its link) after the frame too', async () => {
    const { router, loaded, unsubscribe } = makeRouter();
    await router.load();
    const restore = navigateAfterPaint(router);
    stop = () => {
      restore();
      unsubscribe();
    };

    const preload = router.preloadRoute({ to: '/price', search: { tab: undefined } });
    expect(loaded).not.toHaveBeenCalled();
    await preload;
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
