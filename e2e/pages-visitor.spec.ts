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
});
