import { describe, expect, it } from 'vitest';
import { type CalibrationSample, phoneByHostState } from './calibration';

describe('the phone of each host state (bench:calibration)', () => {
  it('gives each third its calculator factor and the page work times it', () => {
    const samples: CalibrationSample[] = [
      // Slow state: index 1,300 → 3x; fast state: index 2,465 → 8x; one sample between.
      { index: 1300, layoutMs: 20, scriptMs: 100 },
      { index: 2465, layoutMs: 10, scriptMs: 60 },
      { index: 1800, layoutMs: 15, scriptMs: 80 },
    ];
    const { slow, fast } = phoneByHostState(samples);
    expect(slow).toMatchObject({ samples: 1, index: 1300, factor: 3, phoneLayoutMs: 60, phoneScriptMs: 300 });
    expect(fast).toMatchObject({ samples: 1, index: 2465, factor: 8, phoneLayoutMs: 80, phoneScriptMs: 480 });
  });

  it('takes the median of each third', () => {
    const samples: CalibrationSample[] = [1300, 1310, 1320, 1500, 1600, 1700, 2000, 2010, 2020].map((index, i) => ({
      index,
      layoutMs: i,
      scriptMs: 10 * i,
    }));
    const { slow, fast } = phoneByHostState(samples);
    expect([slow.index, slow.layoutMs, slow.scriptMs]).toEqual([1310, 1, 10]);
    expect([fast.index, fast.layoutMs, fast.scriptMs]).toEqual([2010, 7, 70]);
  });

  it('gives the whole run its median index and work, as the other benches use it', () => {
    const samples: CalibrationSample[] = [1300, 2465, 1800].map((index, i) => ({ index, layoutMs: 10 + i, scriptMs: 100 }));
    const { all } = phoneByHostState(samples);
    expect(all).toMatchObject({ samples: 3, index: 1800, layoutMs: 11, scriptMs: 100 });
    expect(all.phoneScriptMs).toBeCloseTo(100 * all.factor);
  });

  it('needs three samples', () => {
    expect(() => phoneByHostState([{ index: 1300, layoutMs: 1, scriptMs: 1 }])).toThrow(/3/);
  });
});
