import { afterAll, describe, expect, it } from 'vitest';
import { familySession } from '../test/family-fixtures';
import { cleanup, createTestDeps } from '../test/test-app';
import { attendanceRecords, groups } from './schema';
import { buildGroupMonth, demoGroups } from './seed-data/journal';
import { seedDemoPasses } from './seed-data/passes';
import { DEMO_FAMILY_PHONE, seedDemoFamily } from './seed-family';

afterAll(cleanup);

describe('the demo family', () => {
  it("logs in to a page with two children, their week from the journal, this month's visits and their passes", async () => {
    // Wednesday 18 November 2026, noon in Moscow, as the seed's own test.
    const now = new Date(Date.UTC(2026, 10, 18, 9));
    const deps = createTestDeps({ now: () => Math.floor(now.getTime() / 1000) });
    demoGroups.forEach((group, index) => {
      const id = `g${index}`;
      deps.db.insert(groups).values({ id, name: group.name, direction: group.direction }).run();
      const rows = buildGroupMonth(group, index, 2026, 11, 18).map((row, position) => ({
        id: `${id}-${position}`,
        groupId: id,
        ...row,
        position,
      }));
      deps.db.insert(attendanceRecords).values(rows).run();
    });
    seedDemoPasses(deps.db, deps.now());
    seedDemoFamily(deps.db, now);
    const home = await familySession(deps, DEMO_FAMILY_PHONE).caller.family.home();
    expect(home.members.map((member) => member.fullName)).toEqual(['Козлов Артём', 'Козлов Тимофей']);
    for (const member of home.members) {
      expect(member.week.length).toBeGreaterThanOrEqual(3);
      expect(member.visits.length).toBeGreaterThan(0);
      // The roster's gym sale on the 1st: its classes less this month's ticks.
      expect(member.passes[0]?.name).toMatch(/^Детский: (8|12) занятий$/);
      const total = Number(member.passes[0]?.name.match(/\d+/)?.[0]);
      expect(member.passes[0]?.classesLeft).toBe(total - Math.min(total, member.visits.length));
      expect(member.passes[0]?.renewHref).toMatch(/^\/buy\/\d+\?renewal=/);
      expect(member.payments).toHaveLength(1);
    }
  });
});
