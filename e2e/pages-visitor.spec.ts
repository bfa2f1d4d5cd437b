import { adminHeaders, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

interface EditorView {
  draft: { founder: { name: string } } & Record<string, unknown>;
  published: { founder: { name: string } };
  version: number;
}

const DRAFT_NAME = 'Черновой Основатель';

test.describe('the club’s pages and their drafts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor never sees a draft, and sees it once published', async ({ page }) => {
    const response = await page.request.get(`/trpc/pages.get?input=${encodeURIComponent(JSON.stringify({ key: 'about' }))}`, {
      headers: await adminHeaders(page.request),
    });
    expect(response.ok(), await response.text()).toBe(true);
    const editor = ((await response.json()) as { result: { data: EditorView } }).result.data;
    const document = { ...editor.draft, founder: { ...editor.draft.founder, name: DRAFT_NAME } };
    const saved = await trpcAdminMutation<{ version: number }>(page.request, 'pages.saveDraft', {
      key: 'about',
      baseVersion: editor.version,
      document,
    });

    // The server's HTML and the page in a browser both keep the published founder (the draft may hold
    // another spec's unpublished change: the published one is what visitors get).
    expect(await (await page.request.get('/about')).text()).not.toContain(DRAFT_NAME);
    await page.goto('/about');
    await expect(page.locator('.about-founder h2')).toHaveText(editor.published.founder.name);
    await expect(page.getByText(DRAFT_NAME)).toHaveCount(0);

    await trpcAdminMutation(page.request, 'pages.publish', { key: 'about', baseVersion: saved.version });
    await page.goto('/about');
    await expect(page.locator('.about-founder h2')).toHaveText(DRAFT_NAME);
  });

  test('a favicon chosen from the library becomes the tab’s icon: its narrowest WebP, served', async ({ page }) => {
    const headers = await adminHeaders(page.request);
    const get = async <T>(procedure: string, input: unknown): Promise<T> => {
      const response = await page.request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { result: { data: T } }).result.data;
    };
    const { items } = await get<{ items: Array<{ id: number; kind: string }> }>('media.list', { folder: 'Демо: новости' });
    const photo = items[0];
    expect(photo?.kind).toBe('image');
    const brand = await get<{ draft: Record<string, unknown>; version: number }>('pages.get', { key: 'brand' });
    const saved = await trpcAdminMutation<{ version: number }>(page.request, 'pages.saveDraft', {
      key: 'brand',
      baseVersion: brand.version,
      document: { ...brand.draft, favicon: { mediaId: photo?.id } },
    });
    await trpcAdminMutation(page.request, 'pages.publish', { key: 'brand', baseVersion: saved.version });
    try {
      await page.goto('/');
      const icon = page.locator('link[rel="icon"]');
      await expect(icon).toHaveAttribute('type', 'image/webp');
      const href = (await icon.getAttribute('href')) ?? '';
      // The picture travels as its stem and widths; the page makes the address of the narrowest file.
      expect(href).toMatch(new RegExp(`^/uploads/media/${photo?.id}-[0-9a-f]{16}-320\\.webp$`));
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/webp');
    } finally {
      // Back to the built-in emblem for the worker's other tests.
      const current = await get<{ version: number }>('pages.get', { key: 'brand' });
      const again = await trpcAdminMutation<{ version: number }>(page.request, 'pages.saveDraft', {
        key: 'brand',
        baseVersion: current.version,
        document: { ...brand.draft, favicon: null },
      });
      await trpcAdminMutation(page.request, 'pages.publish', { key: 'brand', baseVersion: again.version });
    }
  });
});
