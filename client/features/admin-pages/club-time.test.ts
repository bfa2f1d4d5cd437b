import { describe, expect, it } from 'vitest';
import { clubDateTime, clubWallInput, instantOfClubWall } from './club-time';

describe('publish times on the club’s clock', () => {
  it('reads a wall time as Moscow’s, whatever the machine’s zone', () => {
    expect(instantOfClubWall('2026-12-01T09:00')).toBe('2026-12-01T06:00:00.000Z');
    expect(instantOfClubWall('2026-12-01')).toBeNull();
    expect(instantOfClubWall('')).toBeNull();
  });

  it('shows an instant on Moscow’s clock, and back again', () => {
    expect(clubWallInput(Date.parse('2026-12-31T21:30:00Z'))).toBe('2027-01-01T00:30');
    expect(clubDateTime('2026-12-01T06:00:00.000Z')).toBe('1 декабря 2026, 09:00 (МСК)');
    const wall = clubWallInput(Date.parse('2026-06-15T10:05:00Z'));
    expect(instantOfClubWall(wall)).toBe('2026-06-15T10:05:00.000Z');
  });
});
