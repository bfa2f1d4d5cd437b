import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '#client/test/render-in-app';
import { installSilentIntersectionObserver } from '#client/test/silent-intersection-observer';
import type { Post } from '#shared/schemas/post';
import { NewsSection } from './news-section';

// A silent IntersectionObserver keeps Swiper unloaded, so the CSS-laid-out slides (what the server
// sends) are what the test reads.
beforeAll(installSilentIntersectionObserver);
afterEach(cleanup);

const photo = (id: number) => [`/uploads/post/demo-post-${String(id).padStart(2, '0')}-1-1200.webp`];
const post = (id: number, title: string, text: string, extra: Partial<Post> = {}): Post => ({
  id,
  title,
  text,
  date: 1_795_000_000 + id * 86_400,
  photoUrls: photo(id),
  attachments: [],
  ...extra,
});

const posts: Post[] = [
  post(1, 'Старая новость', 'Самая первая запись'),
  post(2, 'Победа на первенстве области', 'Три золота [id123|Ивана Петрова] #нашипобеды'),
  post(3, 'Видео с тренировки', 'Смотрите видео', { attachments: [{ type: 'video' }] }),
  post(4, 'Новость без фото', 'Текст', { photoUrls: [] }),
  post(5, 'Открытая тренировка', 'Приходите всей семьёй'),
  post(6, 'Кубок города', 'Серебро и бронза #НашиПобеды'),
  post(7, 'Новый зал', 'Мы переехали'),
  post(8, 'Аттестация', 'Аттестация на пояса #афиша'),
  post(9, 'Летний лагерь', 'Запись открыта'),
];

function slideTitles(): string[] {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('NewsSection', () => {
  it('shows the five newest posts with photos by default, cleaned, each leading to the press centre', async () => {
    const { requests } = renderInApp(<NewsSection />, { posts });

    expect(await screen.findByRole('tab', { name: 'Новости академии' })).toHaveProperty('ariaSelected', 'true');
    expect(slideTitles()).toEqual(['Летний лагерь', 'Аттестация', 'Новый зал', 'Кубок города', 'Открытая тренировка']);
    expect(screen.queryByText('Видео с тренировки')).toBeNull();
    expect(screen.queryByText('Новость без фото')).toBeNull();

    const links = within(screen.getByRole('tabpanel')).getAllByRole('link', { name: /Читать далее/ });
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.getAttribute('href')).toBe('/press-center');
    expect(screen.getByRole('link', { name: /Смотреть все/ }).getAttribute('href')).toBe('/press-center');
    expect(requests).toEqual([]);
  });

  it('switches to the victories tab and back', async () => {
    const user = userEvent.setup();
    renderInApp(<NewsSection />, { posts });

    await user.click(await screen.findByRole('tab', { name: 'Наши победы' }));

    expect(screen.getByRole('tab', { name: 'Наши победы' })).toHaveProperty('ariaSelected', 'true');
    expect(screen.getByRole('tab', { name: 'Новости академии' })).toHaveProperty('ariaSelected', 'false');
    expect(slideTitles()).toEqual(['Кубок города', 'Победа на первенстве области']);
    // The mention keeps its label; the hashtag is gone.
    expect(screen.getByText('Три золота Ивана Петрова')).toBeTruthy();
    expect(screen.queryByText(/#нашипобеды/i)).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Новости академии' }));
    expect(slideTitles()).toHaveLength(5);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInApp(<NewsSection />, { posts });

    (await screen.findByRole('tab', { name: 'Новости академии' })).focus();
    await user.keyboard('{ArrowRight}');

    const victories = screen.getByRole('tab', { name: 'Наши победы' });
    expect(victories).toHaveProperty('ariaSelected', 'true');
    expect(document.activeElement).toBe(victories);
  });

  it('says so when there is nothing to show', async () => {
    renderInApp(<NewsSection />, { posts: [post(1, 'Без фото', 'Текст', { photoUrls: [] })] });
    expect(await screen.findByText('Новостей пока нет')).toBeTruthy();
  });
});
