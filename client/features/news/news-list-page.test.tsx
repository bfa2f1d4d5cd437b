import { act, cleanup, screen } from '@testing-library/react';
import { getQueryKey } from '@trpc/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { trpc } from '#client/lib/trpc';
import { renderInApp } from '#client/test/render-in-app';
import type { NewsPage } from '#shared/schemas/post';
import { NewsListPage } from './news-list-page';

afterEach(cleanup);

const answer = (listKey: string, page = 2): NewsPage => ({
  posts: [
    {
      id: 7,
      title: 'Турнир',
      date: 1_790_000_000,
      day: '2026-09-21',
      text: 'Итоги',
      photo: '/uploads/demo/a.webp',
      photoLarge: null,
    },
  ],
  total: 30,
  page,
  totalPages: 6,
  pageSize: 5,
  listKey,
});

function renderPage() {
  const input = { view: 'press' as const, page: 2 };
  const rendered = renderInApp(<NewsListPage path="/press-center" page={2} />);
  const key = getQueryKey(trpc.posts.listPage, input, 'query');
  act(() => {
    rendered.queryClient.setQueryData(key, answer('30.90.1000'));
  });
  return { ...rendered, key };
}

describe('NewsListPage: back to page 1 when the list itself changes', () => {
  it('goes back to page 1 when the server names a different list', async () => {
    const { router, queryClient, key } = renderPage();
    expect(await screen.findByRole('link', { name: 'Страница 2' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    act(() => {
      queryClient.setQueryData(key, answer('31.95.1095'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/press-center');
    expect(router.state.location.search).toEqual({});
  });

  it('stays on the page when the same list comes back', async () => {
    const { router, queryClient, key } = renderPage();
    await screen.findByRole('link', { name: 'Страница 2' });
    act(() => {
      queryClient.setQueryData(key, { ...answer('30.90.1000'), posts: [] });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/');
  });
});
