import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '#shared/public-routes';
import { latinWords } from '#shared/rules/russian-text';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Russian first (issue 23; the law on the state language from 1 March 2026): the interface of every
 * public page speaks Russian. The interface is everything a page says in its own voice: header,
 * menus, footer, buttons, labels, tabs, placeholders, link texts, headings, and the aria-label,
 * title and alt attributes a screen reader reads out. Content is what an author wrote: a direction's
 * article (it may name UFC or explain that «грэпплинг» comes from «grapple»), the privacy policy and
 * the consent text, a news post. Pages mark content with a `data-content` attribute on its container
 * (docs/decisions/russian-interface.md); everything outside one is checked.
 *
 * Every text node is read, hidden ones too (closed dropdowns, the other width's menu), with the phone
 * menu open. Which Latin words pass is shared/rules/russian-text.ts (LATIN_NAMES_ALLOWED, with why).
 */

interface Snippet {
  /** A short path to the element: tag.class, up to three ancestors. */
  element: string;
  /** Where the text came from: the element's text or one of its attributes. */
  source: string;
  text: string;
}

/** Every piece of interface text on the page: text nodes and read-out attributes outside content. */
function interfaceText(page: Page): Promise<Snippet[]> {
  return page.evaluate(() => {
    const pathOf = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const className = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
        parts.unshift(node.tagName.toLowerCase() + (className ? `.${className}` : ''));
      }
      return parts.join(' > ');
    };
    const isContent = (element: Element) => element.closest('[data-content]') !== null;
    const snippets: Snippet[] = [{ element: 'title', source: 'text', text: document.title }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template') || isContent(parent)) continue;
      snippets.push({ element: pathOf(parent), source: 'text', text });
    }
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];
    const selector = `${attributes.map((name) => `[${name}]`).join(', ')}, input[type="submit"][value], input[type="button"][value]`;
    for (const element of document.body.querySelectorAll(selector)) {
      if (isContent(element)) continue;
      for (const name of [...attributes, 'value']) {
        if (name === 'value' && !(element instanceof HTMLInputElement)) continue;
        const text = element.getAttribute(name)?.trim();
        if (text) snippets.push({ element: pathOf(element), source: `@${name}`, text });
      }
    }
    return snippets;
  });
}

/** One line per offending word: element, where its text came from, the word, and the text around it. */
function findings(route: string, snippets: Snippet[]): string[] {
  const lines: string[] = [];
  for (const snippet of snippets) {
    for (const found of latinWords(snippet.text)) {
      const excerpt = snippet.text.length > 80 ? `${snippet.text.slice(0, 77)}…` : snippet.text;
      const what = found.kind === 'mixed' ? 'mixes Latin and Cyrillic letters' : 'Latin word';
      lines.push(`${route} · ${snippet.element} (${snippet.source}) · ${what} «${found.word}» in «${excerpt}»`);
    }
  }
  return [...new Set(lines)];
}

/** Every public page, and the page a mistyped address gets (served with status 404). */
const ROUTES = [...PUBLIC_PAGES.map((page) => page.route), '/no-such-page'];

test.describe('the interface speaks Russian', () => {
  for (const route of ROUTES) {
    test(`${route}: no Latin words outside the content`, async ({ page }, testInfo) => {
      await page.goto(route);
      await waitForHydration(page);
      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await expect(page.getByRole('dialog', { name: 'Главное меню' })).toBeVisible();
      }
      // The robot check draws its widget after the form once the visitor scrolls to it; its texts are
      // the interface too.
      if (route === '/waiting-list') {
        await page.locator('.wl-captcha').scrollIntoViewIfNeeded();
        await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible();
      }
      const found = findings(route, await interfaceText(page));
      expect(found, `Latin words in the interface of ${route} (${testInfo.project.name}):\n${found.join('\n')}`).toEqual([]);
    });
  }

  test.describe('the fallback screen after a failed script', () => {
    // The chunk of /waiting-list is dropped on purpose: the browser and React log the failure.
    test.use({ allowedConsoleErrors: [/Failed to load resource|ChunkLoadError|Loading chunk|dynamically imported module/] });

    test('says it in Russian first, the spec’s English as its duplicate', async ({ page }) => {
      await page.route(/\/static\/js\/waiting-list-[\w-]+\.js$/, (route) => route.abort('failed'));
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Записаться в клуб' }).click();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Непредвиденная ошибка приложения Unexpected Application Error!');
      await expect(heading.locator('[lang="en"]')).toHaveText('Unexpected Application Error!');
    });
  });

  test('a form refused for empty fields answers in Russian', async ({ page }) => {
    await page.goto('/waiting-list');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Имя: обязательное поле')).toBeVisible();
    const found = findings('/waiting-list', await interfaceText(page));
    expect(found, `Latin words in the form's messages:\n${found.join('\n')}`).toEqual([]);
  });
});
