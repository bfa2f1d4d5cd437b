import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryKey } from '@trpc/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { trpc } from '#client/lib/trpc';
import { renderInApp } from '#client/test/render-in-app';
import type { MediaItem } from '#shared/schemas/media';
import { VideoPicker } from './video-picker';

afterEach(cleanup);

const noImage = { stem: '', widths: [], width: 0, height: 0, alt: '', focal: { x: 0.5, y: 0.5 } };

function video(id: number, name: string, state: 'ready' | 'processing' | 'failed'): MediaItem {
  const ready = state === 'ready';
  const files = { mp4: `/uploads/media/${id}-h-720.mp4`, webm: `/uploads/media/${id}-h-720.webm`, width: 720, height: 405 };
  return {
    id,
    kind: 'video',
    name,
    alt: '',
    caption: '',
    focal: { x: 0.5, y: 0.5 },
    folder: ready ? 'Баннеры' : '',
    tags: [],
    width: 1280,
    height: 720,
    bytes: 1000,
    usageCount: 0,
    createdAt: 0,
    updatedAt: 0,
    image: noImage,
    video: {
      job:
        state === 'ready'
          ? { state: 'done', progress: 100, error: '', replacing: false }
          : state === 'failed'
            ? { state: 'failed', progress: 0, error: 'файл повреждён', replacing: false }
            : { state: 'running', progress: 40, error: '', replacing: false },
      posters: ready ? [0, 1, 2, 3].map((k) => `/uploads/media/${id}-h-poster${k}-480.webp`) : [],
      poster: 1,
      seconds: 8.2,
      resolved: ready
        ? { phone: files, desktop: files, poster: '/p.webp', posterSrcset: '/p.webp 480w', width: 1280, height: 720 }
        : null,
    },
  };
}

const sparring = video(7, 'Спарринг.mp4', 'ready');
const library = [
  sparring,
  video(8, 'Ещё идёт.mov', 'processing'),
  video(9, 'Битое.mp4', 'failed'),
  { ...video(10, 'zal.jpg', 'ready'), kind: 'image' as const, video: null },
];

let changes: Array<number | null> = [];
function Field({ start }: { start: number | null }) {
  const [value, setValue] = useState(start);
  return (
    <VideoPicker
      label="Видео баннера"
      value={value}
      onChange={(id) => {
        changes.push(id);
        setValue(id);
      }}
    />
  );
}

function seed(queryClient: ReturnType<typeof renderInApp>['queryClient']) {
  act(() => {
    queryClient.setQueryData(getQueryKey(trpc.media.list, undefined, 'query'), { items: library, folders: [], tags: [] });
    queryClient.setQueryData(getQueryKey(trpc.media.byId, { id: sparring.id }, 'query'), sparring);
  });
}

describe('the pages’ video field', { timeout: 20_000 }, () => {
  it('offers only the videos that can play now, and puts the chosen one in the field with its poster, name and length', async () => {
    changes = [];
    const user = userEvent.setup();
    const { queryClient } = renderInApp(<Field start={null} />);
    seed(queryClient);
    expect(await screen.findByText('Без видео')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Убрать' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Выбрать видео' }));

    const dialog = screen.getByRole('dialog', { name: 'Выбор видео' });
    const choices = within(dialog).getAllByRole('button', { name: /^Выбрать видео «/ });
    // Not the one still transcoding, not the failed one, not a photo.
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual(['Выбрать видео «Спарринг.mp4»']);
    expect(within(dialog).getByText(/Ещё одно видео обрабатывается/)).toBeTruthy();
    expect(within(dialog).getByText('8 с')).toBeTruthy();
    await user.click(choices[0] as HTMLElement);

    expect(changes).toEqual([7]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const poster = screen.getByAltText('Обложка видео «Спарринг.mp4»');
    // The poster the admin picked on 'Медиа' (the second frame).
    expect(poster.getAttribute('src')).toBe('/uploads/media/7-h-poster1-480.webp');
    expect(screen.getByText('Спарринг.mp4')).toBeTruthy();
    expect(screen.getByText('8 с · Баннеры')).toBeTruthy();
  });

  it('clears the choice with «Убрать»', async () => {
    changes = [];
    const user = userEvent.setup();
    const { queryClient } = renderInApp(<Field start={7} />);
    seed(queryClient);
    expect(await screen.findByText('Спарринг.mp4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Убрать' }));
    expect(changes).toEqual([null]);
    expect(screen.getByText('Без видео')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выбрать видео' })).toBeTruthy();
  });
});
