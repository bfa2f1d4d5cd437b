import { describe, expect, it } from 'vitest';
import { reactFloorPage } from './react-floor';

describe('the React floor page (bench:interactions)', () => {
  it('is the server-rendered button with React inline, ready to hydrate', async () => {
    const html = await reactFloorPage();
    // Drawn by react-dom/server, as the site's pages are: the page hydrates, it does not render from scratch.
    expect(html).toContain('<div id="root"><button type="button" class="floor">Нажмите</button></div>');
    const script = html.match(/<script type="module">([\s\S]*)<\/script><\/body>/)?.[1] ?? '';
    // React's production build (no development warnings) with the component's pressed text.
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('Нажата');
    expect(script).not.toContain('cannot be a child of'); // a development-only message
    expect(script).not.toMatch(/<\/script/i);
  }, 60_000);

  it('is built once per run', async () => {
    expect(reactFloorPage()).toBe(reactFloorPage());
  });
});
