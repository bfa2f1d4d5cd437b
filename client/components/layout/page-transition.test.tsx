import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { PageTransition } from './page-transition';

// React's act() flushes the updates (the transition included) before the checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A real router over a memory history, its root laid out as the app's (__root.tsx): the page inside PageTransition. */
function makeRouter() {
  const root = createRootRoute({
    component: () => (
      <main>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Главная</p> });
  const price = createRoute({ getParentRoute: () => root, path: '/price', component: () => <p>Цены</p> });
  return createRouter({
    routeTree: root.addChildren([home, price]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

describe('PageTransition', () => {
  it('swaps the pages first and draws the new page’s content in a commit of its own, fading it in with it', async () => {
    // jsdom has no scrolling; the new page is scrolled to the top once it is resolved.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = makeRouter();
    await router.load();
    const container = document.createElement('div');
    document.body.append(container);
    const reactRoot = createRoot(container);
    await act(async () => {
      reactRoot.render(<RouterProvider router={router} />);
    });
    // The first page is the server's: shown as it is, no fade.
    expect(container.querySelector('.page')?.className).toBe('page');
    expect(container.querySelector('.page')?.textContent).toBe('Главная');

    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    await act(async () => {
      await router.navigate({ to: '/price' });
    });
    changes.push(...observer.takeRecords());
    observer.disconnect();

    const page = container.querySelector('.page');
    expect(page?.className).toBe('page page--enter');
    expect(page?.textContent).toBe('Цены');
    // Inserted empty and waiting (the pending class), then its content went into it in a later commit.
    const inserted = changes.findIndex((record) => [...record.addedNodes].includes(page as Node));
    const filled = changes.findIndex(
      (record) => record.target === page && record.type === 'childList' && record.addedNodes.length > 0,
    );
    const faded = changes.find((record) => record.target === page && record.attributeName === 'class');
    expect(inserted).toBeGreaterThanOrEqual(0);
    expect(filled).toBeGreaterThan(inserted);
    expect(faded?.oldValue).toBe('page page--pending');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await act(async () => reactRoot.unmount());
    container.remove();
    scrollTo.mockRestore();
  });
});
