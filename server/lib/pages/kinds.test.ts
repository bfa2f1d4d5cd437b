import { afterAll, describe, expect, it } from 'vitest';
import { pageKinds, pageRegistry, placesModule, seoRoutes, sitePages } from '#shared/pages/registry';
import { questionsKind } from '#shared/pages/throwaway-kind';
import type { PageKey } from '#shared/schemas/pages/keys';
import { ensurePages } from '../../db/seed-pages';
import { readContentDates, sitemapEntries } from '../../render/sitemap';
import { cleanup, createTestDeps } from '../../test/test-app';
import { publishedPage, resolvePreview } from './resolve';
import { listPages } from './store';

afterAll(cleanup);

describe('a page kind declared in one module', () => {
  const registry = pageRegistry([...(pageKinds as unknown as Parameters<typeof pageRegistry>[0]), questionsKind]);
  const key = 'questions' as PageKey;

  it('is seeded, listed for the admin, published, in the sitemap and in the SEO walk', async () => {
    const deps = createTestDeps();
    deps.now = () => 1_800_000_000;
    // Only the throwaway kind's page is missing: the others are given first rows of their own.
    await ensurePages(deps, '/nonexistent', pageRegistry([questionsKind]));

    const listed = listPages(deps, registry);
    expect(listed.map((page) => page.key)).toEqual(['questions']);
    expect(listed[0]).toMatchObject({ title: 'Вопросы и ответы', state: 'published' });

    expect(publishedPage(deps, key, registry)).toEqual({
      kind: 'questions',
      data: { items: [{ question: 'С какого возраста?', answer: 'С шести лет.' }], count: 1 },
    });
    const preview = resolvePreview(deps, key, { items: [{ question: 'Что взять?', answer: 'Форму.' }] }, registry);
    expect(preview).toMatchObject({ kind: 'questions', data: { count: 1 } });
    expect(() => resolvePreview(deps, key, { items: [] }, registry)).toThrow();

    const entry = sitemapEntries(readContentDates(deps), registry).find((each) => each.path === '/questions');
    expect(entry).toEqual({ path: '/questions', lastmod: 1_800_000_000 });
    expect(seoRoutes(registry)).toContain('/questions');
    // Its menu place reaches the shell's light list (client/pages/kinds.test.tsx draws the menu from it).
    expect(placesModule(registry)).toContain(
      '{"key":"questions","kind":"questions","route":"/questions","nav":{"label":"contacts"',
    );
    expect(placesModule(sitePages)).not.toContain('questions');
    // The site's own registry does not know it.
    expect(sitePages.isKey('questions')).toBe(false);
    expect(sitemapEntries(readContentDates(deps)).map((each) => each.path)).not.toContain('/questions');
  });

  it('refuses a key declared twice', () => {
    expect(() => pageRegistry([questionsKind, questionsKind])).toThrow(/questions/);
  });
});
