import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ImageViewer, { type ViewerImage } from './image-viewer';

const PHOTO: ViewerImage = { src: '/uploads/posts/1-1200.webp', title: 'Турнир', alt: 'Награждение' };

/** The list's way of using the viewer (news-list-page.tsx): open from a photo button, give focus back on close. */
function ListWithViewer() {
  const [image, setImage] = useState<ViewerImage | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setImage(null);
    trigger.current?.focus();
  }, []);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setImage(PHOTO)}>
        Фото
      </button>
      <ImageViewer image={image} onClose={close} />
    </>
  );
}

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe('the photo viewer', () => {
  it('gives focus back to the photo when Escape comes before its first frame (a fast key, a slow phone)', async () => {
    render(<ListWithViewer />);
    const trigger = screen.getByRole('button', { name: 'Фото' });
    trigger.focus();
    fireEvent.click(trigger);
    // Escape at once: the viewer's own focus move waits for the frame after it shows.
    fireEvent.keyDown(document, { key: 'Escape' });
    // Past the focus move's longest wait (afterNextPaint, 100 ms), within the fade-out.
    await settle(150);
    expect(document.activeElement).toBe(trigger);
  });

  it('takes focus onto its close button once shown, and gives it back on Escape', async () => {
    render(<ListWithViewer />);
    const trigger = screen.getByRole('button', { name: 'Фото' });
    fireEvent.click(trigger);
    await settle(150);
    expect(document.activeElement?.getAttribute('aria-label')).toBeTruthy();
    expect(document.activeElement).not.toBe(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle(10);
    expect(document.activeElement).toBe(trigger);
  });
});
