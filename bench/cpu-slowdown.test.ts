import { describe, expect, it } from 'vitest';
import { chooseSlowdown, cpuSlowdownFor, HostSpeed, median, parseSlowdown } from './cpu-slowdown';

describe('cpuSlowdownFor (Lighthouse CPU throttling calculator)', () => {
  it('index 1300 and above: 3 + (index − 1300) / 233', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(3395)).toBe(12);
    expect(cpuSlowdownFor(3612)).toBe(12.9);
  });

  it('800 to 1300: 2 + (index − 800) / 500, meeting the upper range at 1300', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1299)).toBe(3);
  });

  it('below 800: 1 + (index − 150) / 650, meeting the middle range at 800', () => {
    expect(cpuSlowdownFor(799)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds a host slower than the phone up, and refuses a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow();
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });
});

describe('chooseSlowdown', () => {
  it('is the calculator unless a factor is forced', () => {
    expect(chooseSlowdown(1533, undefined)).toEqual({ factor: 4, forced: false });
    expect(chooseSlowdown(3500, '4')).toEqual({ factor: 4, forced: true });
    expect(() => chooseSlowdown(3500, '0.5')).toThrow('--cpu-slowdown');
    expect(() => chooseSlowdown(3500, 'много')).toThrow('--cpu-slowdown');
  });
});

describe('parseSlowdown', () => {
  it('reads a factor of at least 1 and names its flag when it cannot', () => {
    expect(parseSlowdown('4.6', '--factor')).toBe(4.6);
    expect(parseSlowdown('1')).toBe(1);
    expect(() => parseSlowdown('0', '--factor')).toThrow('--factor: число ≥ 1, получено 0');
    expect(() => parseSlowdown('')).toThrow('--cpu-slowdown');
  });
});

describe('median', () => {
  it('of odd and even counts, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('HostSpeed', () => {
  it("is the median of every sample so far, so one slow or fast sample does not move a bench's factor", () => {
    const host = new HostSpeed([1950, 2010, 1990]);
    expect(host.index).toBe(1990);
    expect(host.factor).toBe(cpuSlowdownFor(1990));
    // A run that met the host's slow state: the factor stays where the other samples hold it.
    host.add(1180);
    expect(host.index).toBe(1970);
    host.add(1210, 1190);
    expect(host.index).toBe(1580);
    expect(host.describe()).toBe('медиана 1580 из 6 замеров (1180-2010)');
  });

  it('leaves out a missing index and refuses to guess before any sample', () => {
    const host = new HostSpeed();
    expect(() => host.index).toThrow('benchmarkIndex');
    host.add(undefined, null, 0, Number.NaN, 1533);
    expect(host.index).toBe(1533);
    expect(host.factor).toBe(4);
  });
});
