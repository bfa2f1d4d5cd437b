import { describe, expect, it } from 'vitest';
import { describeHostState, FAST_STATE_INDEX, hostStateOf, MAX_SWING, SWING_WINDOW, swingRefusal, windowsOf } from './host-state';

/** A slow-state run as the hosts give it: mostly 1,100-1,400 with a fast sample now and then. */
const SLOW_FLICKER = [1263, 1196, 1590, 1240, 1210, 1302, 1225, 1939, 1180];

describe('windowsOf', () => {
  it('cuts consecutive windows, keeping the order', () => {
    expect(windowsOf([1, 2, 3, 4, 5, 6], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('joins a last window shorter than half a window to the one before, keeps one of half or more', () => {
    expect(windowsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(windowsOf([1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ]);
    expect(windowsOf([1, 2], 9)).toEqual([[1, 2]]);
  });

  it('refuses a window that is not a positive whole number', () => {
    expect(() => windowsOf([1], 0)).toThrow();
    expect(() => windowsOf([1], 1.5)).toThrow();
  });
});

describe('hostStateOf', () => {
  it('a run that holds the slow state: its median, range and windows, no swing to speak of', () => {
    const host = hostStateOf([...SLOW_FLICKER, ...SLOW_FLICKER.toReversed(), ...SLOW_FLICKER]);
    expect(host.state).toBe('slow');
    expect(host.samples).toBe(27);
    expect(host.median).toBe(1240);
    expect([host.min, host.max]).toEqual([1180, 1939]);
    expect(host.windowMedians).toEqual([1240, 1240, 1240]);
    expect(host.swing).toBe(0);
    expect(host.fastShare).toBeCloseTo(3 / 27);
  });

  it('flicker inside each window is not a swing, however wide the single samples', () => {
    const flicker = Array.from({ length: 45 }, (_, index) => (index % 3 === 0 ? 2300 : 1200));
    const host = hostStateOf(flicker);
    expect(host.max - host.min).toBe(1100);
    expect(host.swing).toBe(0);
    expect(swingRefusal(host)).toBeNull();
  });

  it('the fast state from FAST_STATE_INDEX up, by the median', () => {
    expect(hostStateOf([FAST_STATE_INDEX - 1]).state).toBe('slow');
    expect(hostStateOf([FAST_STATE_INDEX]).state).toBe('fast');
    expect(hostStateOf([2375, 2044, 2263, 1189, 2190]).state).toBe('fast');
  });

  it('a run that moved from the fast state to the slow one swings by the window medians', () => {
    // The probe's nine in the fast state, then the host settles in its slow one (29 November's taps: 1,989 → 1,440).
    const host = hostStateOf([...Array(SWING_WINDOW).fill(2000), ...Array(27).fill(1300)]);
    expect(host.windowMedians).toEqual([2000, 1300, 1300, 1300]);
    expect(host.median).toBe(1300);
    expect(host.swing).toBeCloseTo(700 / 1300);
  });

  it('leaves out missing and broken samples (a report without an index), and refuses a run with none', () => {
    const host = hostStateOf([1200, null, undefined, Number.NaN, 0, -5, 1300]);
    expect(host.samples).toBe(2);
    expect(host.median).toBe(1250);
    expect(() => hostStateOf([null, 0])).toThrow(/ни одного замера/);
  });
});

describe('swingRefusal', () => {
  const steady = hostStateOf(Array(27).fill(1223));
  const moved = hostStateOf([...Array(9).fill(2375), ...Array(18).fill(1885)]);

  it('accepts a swing up to a quarter, and refuses one over it, saying why and how to go on', () => {
    expect(MAX_SWING).toBe(0.25);
    expect(swingRefusal(steady)).toBeNull();
    const atQuarter = hostStateOf([...Array(9).fill(1000), ...Array(9).fill(1250), ...Array(9).fill(1000)]);
    expect(atQuarter.swing).toBe(0.25);
    expect(swingRefusal(atQuarter)).toBeNull();
    const reason = swingRefusal(moved);
    expect(moved.swing).toBeCloseTo(490 / 1885);
    expect(reason).toMatch(/сместился на 26%/);
    expect(reason).toContain('2375, 1885, 1885');
    expect(reason).toContain('--allow-swing');
  });

  it('--allow-swing lets the summary through', () => {
    expect(swingRefusal(moved, { allowSwing: true })).toBeNull();
  });
});

describe('describeHostState', () => {
  it('names the state, its threshold, the median, the range, the windows and the swing', () => {
    const line = describeHostState(hostStateOf([...SLOW_FLICKER, ...SLOW_FLICKER]));
    expect(line).toContain('медленное');
    expect(line).toContain(`граница — медиана benchmarkIndex ${FAST_STATE_INDEX}`);
    expect(line).toContain('медиана 1240 из 18 замеров (1180-1939)');
    expect(line).toContain('медианы окон по 9: 1240, 1240');
    expect(line).toContain('размах 0%');
    expect(describeHostState(hostStateOf([2200, 2100, 2300]))).toContain('быстрое');
  });
});
