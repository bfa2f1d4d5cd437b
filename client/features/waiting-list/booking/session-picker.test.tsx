import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrialSession } from '#shared/schemas/trial';
import { CALL_ME, SessionPicker } from './session-picker';

const session = (id: string, date: string, seatsLeft: number): TrialSession => ({
  id,
  date,
  time: '18:00',
  direction: 'Boxing',
  title: '',
  capacity: 10,
  seatsLeft,
  waitlisted: 0,
});
const sessions = [session('a', '2030-03-04', 3), session('b', '2030-03-05', 0)];

/** The form that owns the choice, as the sign-up form does. */
function Form({ onRender }: { onRender: (value: string) => void }) {
  const [value, setValue] = useState(CALL_ME);
  onRender(value);
  return <SessionPicker name="session" sessions={sessions} state="ready" value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('SessionPicker', () => {
  it('checks the tapped session at once and hands the choice to the form, which follows', async () => {
    const renders: string[] = [];
    render(<Form onRender={(value) => renders.push(value)} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true]);

    await act(async () => {
      fireEvent.click(radios[0] as HTMLInputElement);
    });
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect((radios[2] as HTMLInputElement).checked).toBe(false);
    expect(renders.at(-1)).toBe('a');

    // A full session is still a choice (the waitlist), and the note says so.
    await act(async () => {
      fireEvent.click(radios[1] as HTMLInputElement);
    });
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    expect(renders.at(-1)).toBe('b');
    expect(screen.getByRole('note')).toBeTruthy();
    // A first render of the form in jsdom took 5-8 s on the shared machine under load.
  }, 30_000);

  it('follows a value the form sets itself (a reset) over an earlier tap', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SessionPicker name="s" sessions={sessions} state="ready" value="a" onChange={onChange} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    await act(async () => {
      fireEvent.click(radios[1] as HTMLInputElement);
    });
    expect(onChange).toHaveBeenCalledWith('b');
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    rerender(<SessionPicker name="s" sessions={sessions} state="ready" value={CALL_ME} onChange={onChange} />);
    expect((radios[2] as HTMLInputElement).checked).toBe(true);
  }, 30_000);
});
