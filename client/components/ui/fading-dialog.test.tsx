import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FadingDialog } from './fading-dialog';

interface Belt {
  id: string;
  name: string;
}

const WHITE: Belt = { id: 'w', name: 'Белый пояс' };
const BLUE: Belt = { id: 'b', name: 'Синий пояс' };

/** A page with a dialog of belts: buttons open one or another, the dialog's own ways close it. */
function Page({ named }: { named: boolean }) {
  const [belt, setBelt] = useState<Belt | null>(null);
  return (
    <>
      <button type="button" onClick={() => setBelt(WHITE)}>
        Белый
      </button>
      <button type="button" onClick={() => setBelt(BLUE)}>
        Синий
      </button>
      <FadingDialog
        value={belt}
        keyOf={(shown) => shown.id}
        onClose={() => setBelt(null)}
        block="belt"
        closeLabel="Закрыть"
        label={named ? (shown) => `Пояс: ${shown.name}` : undefined}
      >
        {(shown, titleId) => <h2 id={titleId}>{shown.name}</h2>}
      </FadingDialog>
    </>
  );
}

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe('a fading dialog', () => {
  it('is named by its title, or by its label when it has one', () => {
    render(<Page named={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Белый' }));
    expect(screen.getByRole('dialog', { name: 'Белый пояс' }).className).toBe('belt__panel fading-backdrop__panel');
    cleanup();
    render(<Page named />);
    fireEvent.click(screen.getByRole('button', { name: 'Белый' }));
    expect(screen.getByRole('dialog', { name: 'Пояс: Белый пояс' }).getAttribute('aria-labelledby')).toBeNull();
  });

  it('fades out still showing the last value, no longer a dialog, and is gone after the fade', async () => {
    render(<Page named={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Белый' }));
    const backdrop = screen.getByTestId('belt-backdrop');
    expect(backdrop.className).toBe('belt fading-backdrop');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(backdrop.hasAttribute('data-closing')).toBe(true);
    expect(backdrop.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Белый пояс').isConnected).toBe(true);
    // No animation runs in this DOM: the backdrop's own timer (twice the 200 ms fade) ends it.
    await settle(450);
    expect(screen.queryByText('Белый пояс')).toBeNull();
  });

  it('draws another value as a new panel, not the old one changed', () => {
    render(<Page named={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Белый' }));
    const first = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Синий', hidden: true }));
    const second = screen.getByRole('dialog', { name: 'Синий пояс' });
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
  });
});
