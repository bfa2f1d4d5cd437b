import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
});
