import { act, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { holdPartsUntilFirstInput, partsHeld, releaseParts } from '#client/lib/parts-held';
import { HydrateApart } from './hydrate-apart';

function Page() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <h1>Заголовок</h1>
      <HydrateApart>
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          Нажато: {count}
        </button>
      </HydrateApart>
    </div>
  );
}

/** The order in which parts of a page reached the DOM (their layout effects run at commit). */
const commits: string[] = [];
function Committed({ name }: { name: string }) {
  useLayoutEffect(() => {
    commits.push(name);
  }, [name]);
  return <p>{name}</p>;
}

/** When the page's effects ran, when the task they ran in was over, and when the part was hydrated. */
const hydrationOrder: string[] = [];

/** A page whose heading and part show the same label; `renderParentAgain` changes it from outside. */
let renderParentAgain: (label: string) => void = () => {};
function Parent() {
  const [label, setLabel] = useState('первый');
  renderParentAgain = setLabel;
  return (
    <div>
      <h1>{label}</h1>
      <HydrateApart>
        <p className="part">{label}</p>
      </HydrateApart>
    </div>
  );
}
function PageEffects() {
  useEffect(() => {
    hydrationOrder.push('эффекты страницы');
    queueMicrotask(() => hydrationOrder.push('конец задачи'));
  }, []);
  return null;
}
function HydratedPart() {
  useLayoutEffect(() => {
    hydrationOrder.push('часть');
  }, []);
  return <p>часть</p>;
}

describe('HydrateApart', () => {
  it('adopts the server HTML of its part in place and makes it interactive after the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton?.textContent).toBe('Нажато: 0');
    // A Suspense boundary in the HTML (<!--$-->…<!--/$-->): what React hydrates in a pass of its own.
    expect(container.innerHTML).toMatch(/<!--\$-->\s*<button/);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The very element the server sent, now React's: a click reaches its handler.
    const button = container.querySelector('button');
    expect(button).toBe(serverButton);
    await act(async () => {
      button?.click();
    });
    expect(button?.textContent).toBe('Нажато: 1');
    container.remove();
  });

  it('on a client render, draws its part in a commit after the rest of the page', async () => {
    commits.length = 0;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <div>
          <HydrateApart>
            <Committed name="ниже первого экрана" />
          </HydrateApart>
          <Committed name="первый экран" />
        </div>,
      );
    });
    // In one render the part (earlier in the tree) would commit first; apart, it follows the page.
    expect(commits).toEqual(['первый экран', 'ниже первого экрана']);
    expect(container.textContent).toBe('ниже первого экранапервый экран');
    await act(async () => root.unmount());
    container.remove();
  });

  it('is hydrated in a pass of its own, not in the synchronous render React makes after the first commit', async () => {
    // The page's own effect marks the end of the root's hydration commit; a microtask queued there runs
    // once that task is over. Hydrated apart, the part comes in a later task; hydrated in React's
    // synchronous re-render after the effects (new props for a boundary not yet hydrated), before it.
    hydrationOrder.length = 0;
    const page = (
      <div>
        <h1>Заголовок</h1>
        <HydrateApart>
          <HydratedPart />
        </HydrateApart>
        <PageEffects />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // As client/start-app.tsx hydrates: in a transition, with React's own scheduler (no act).
      const root = await new Promise<ReturnType<typeof hydrateRoot>>((resolve) => {
        startTransition(() => resolve(hydrateRoot(container, page)));
      });
      await expect.poll(() => hydrationOrder.length, { timeout: 2_000 }).toBe(3);
      expect(hydrationOrder).toEqual(['эффекты страницы', 'конец задачи', 'часть']);
      root.unmount();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
      container.remove();
    }
  });

  describe('on a page held until the visitor acts (client/lib/parts-held.ts)', () => {
    const isReacts = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

    /** The server's HTML of `page`, hydrated as start-up does it: the parts held first. */
    async function hydrateHeld(page: React.ReactElement) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      holdPartsUntilFirstInput();
      expect(partsHeld()).toBe(true);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      return {
        container,
        done: async () => {
          releaseParts();
          await act(async () => root?.unmount());
          container.remove();
        },
      };
    }

    it('leaves the part as the server drew it, the rest of the page hydrated, until a first scroll', async () => {
      const { container, done } = await hydrateHeld(
        <div>
          <h1>Заголовок</h1>
          <HydrateApart>
            <p className="part">ниже первого экрана</p>
          </HydrateApart>
        </div>,
      );
      const part = container.querySelector('.part');
      expect(isReacts(container.querySelector('h1'))).toBe(true);
      expect(isReacts(part)).toBe(false);
      expect(part?.textContent).toBe('ниже первого экрана');

      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(partsHeld()).toBe(false);
      // The same element, now React's: hydrated in place, not drawn again.
      expect(container.querySelector('.part')).toBe(part);
      expect(isReacts(part)).toBe(true);
      await done();
    });

    it('hydrates a held part within a click inside it, and the click reaches its handler', async () => {
      const { container, done } = await hydrateHeld(<Page />);
      const button = container.querySelector('button');
      expect(isReacts(button)).toBe(false);
      await act(async () => {
        button?.click();
      });
      expect(container.querySelector('button')).toBe(button);
      expect(button?.textContent).toBe('Нажато: 1');
      await done();
    });

    it('keeps a held part in place when the page around it renders again, and shows its new props once released', async () => {
      const { container, done } = await hydrateHeld(<Parent />);
      const part = container.querySelector('.part');
      await act(async () => {
        renderParentAgain('второй');
      });
      expect(container.querySelector('h1')?.textContent).toBe('второй');
      // Still the server's element with the server's text: not thrown away and drawn again.
      expect(container.querySelector('.part')).toBe(part);
      expect(part?.textContent).toBe('первый');
      expect(isReacts(part)).toBe(false);
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
      });
      expect(container.querySelector('.part')).toBe(part);
      expect(part?.textContent).toBe('второй');
      await done();
    });

    it('hydrates a part marked waitForVisitor={false} with the page, without any input', async () => {
      const { container, done } = await hydrateHeld(
        <div>
          <HydrateApart waitForVisitor={false}>
            <p className="part">таблица под фильтрами</p>
          </HydrateApart>
        </div>,
      );
      expect(isReacts(container.querySelector('.part'))).toBe(true);
      expect(partsHeld()).toBe(true);
      await done();
    });
  });
});
