import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '#shared/rules/passes';
import { clubMonthOf, clubMonthRange } from '#shared/rules/trial-sessions';
import type { MoneyMonth, MoneySplit, RevenueLine } from '#shared/schemas/revenue';
import { groups, passes, passTypes, payments, refunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { clubToday } from '../members/list';

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Provider = (typeof payments.$inferSelect)['provider'];

/** How far ahead 'заканчиваются' looks, as the roster's 'ending' filter does. */
export const EXPIRING_DAYS = 7;

const emptySplit = (): MoneySplit => ({ online: 0, cash: 0, terminal: 0, total: 0 });

function add(split: MoneySplit, provider: Provider, kopecks: number): void {
  split[provider === 'yookassa' ? 'online' : provider] += kopecks;
  split.total += kopecks;
}

/**
 * The month's sales grouped in SQL: every payment that succeeded in the month (by `paid_at`, the
 * moment we learned it succeeded), summed by provider, pass type and what the pass is good for.
 */
function salesOf(deps: Deps, from: number, to: number) {
  return deps.db
    .select({
      provider: payments.provider,
      passTypeId: payments.passTypeId,
      typeName: passTypes.name,
      directions: passes.directions,
      groupIds: passes.groupIds,
      kopecks: sql<number>`sum(${payments.amountKopecks})`,
      count: sql<number>`count(*)`,
    })
    .from(payments)
    .innerJoin(passTypes, eq(passTypes.id, payments.passTypeId))
    .leftJoin(passes, eq(passes.paymentId, payments.id))
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, from), lt(payments.paidAt, to)))
    .groupBy(payments.provider, payments.passTypeId, passes.directions, passes.groupIds)
    .all();
}

/**
 * Refunds that succeeded in the month. A refund's `updated_at` is the moment it became 'succeeded':
 * applyRefund (server/lib/payments/refunds.ts) is its only writer after the request, and a succeeded
 * refund is final, so nothing moves that time afterwards.
 */
function refundsOf(deps: Deps, from: number, to: number): { kopecks: number; count: number } {
  const row = deps.db
    .select({ kopecks: sql<number>`coalesce(sum(${refunds.amountKopecks}), 0)`, count: sql<number>`count(*)` })
    .from(refunds)
    .where(and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, from), lt(refunds.updatedAt, to)))
    .get();
  return { kopecks: row?.kopecks ?? 0, count: row?.count ?? 0 };
}

/** Live passes (not refunded or cancelled, classes left) whose last day is today or within EXPIRING_DAYS. */
export function expiringPassCount(deps: Deps): number {
  const today = clubToday(deps);
  const row = deps.db
    .select({ count: sql<number>`count(*)` })
    .from(passes)
    .where(
      and(
        eq(passes.status, 'active'),
        gte(passes.endsOn, today),
        sql`${passes.endsOn} <= ${addDays(today, EXPIRING_DAYS)}`,
        sql`(${passes.classesTotal} is null or ${passes.classesTotal} > (select count(*) from pass_visits v where v.pass_id = ${passes.id}))`,
      ),
    )
    .get();
  return row?.count ?? 0;
}

/** What a pass is good for, as a direction line's key: its directions, or its groups' directions. */
function scopeOf(
  pass: { directions: string[] | null; groupIds: string[] | null },
  directionOfGroup: ReadonlyMap<string, string | null>,
): Pick<RevenueLine, 'directions' | 'scope'> {
  const own = pass.directions ?? [];
  const fromGroups = (pass.groupIds ?? []).map((id) => directionOfGroup.get(id)).filter((d): d is string => Boolean(d));
  const directions = [...new Set([...own, ...fromGroups])].sort();
  if (directions.length > 0) return { directions, scope: 'directions' };
  return { directions: [], scope: (pass.groupIds ?? []).length > 0 ? 'groups' : 'all' };
}

function lineIn(lines: Map<string, RevenueLine>, key: string, make: () => Omit<RevenueLine, 'key' | 'passes' | 'kopecks'>) {
  let line = lines.get(key);
  if (!line) {
    line = { key, ...make(), passes: 0, kopecks: emptySplit() };
    lines.set(key, line);
  }
  return line;
}

const byTotal = (a: RevenueLine, b: RevenueLine) => b.kopecks.total - a.kopecks.total || a.name.localeCompare(b.name, 'ru');

/**
 * The dashboard's 'Деньги' for a month of the club's calendar (this month when none is named):
 * revenue online and in the gym, by direction and by pass type, the refunds apart, the net, the
 * passes sold, and the passes ending within a week. Sums are integer kopecks, added in SQL and then
 * as integers.
 */
export function monthRevenue(deps: Deps, month?: string): MoneyMonth {
  const chosen = month ?? clubMonthOf(deps.now());
  // Midnight of the 1st in the club's zone, not the machine's: [from, to) in unix seconds.
  const { from, to } = clubMonthRange(chosen);
  const directionOfGroup = new Map(
    deps.db
      .select({ id: groups.id, direction: groups.direction })
      .from(groups)
      .all()
      .map((g) => [g.id, g.direction]),
  );
  const revenue = emptySplit();
  const directions = new Map<string, RevenueLine>();
  const types = new Map<string, RevenueLine>();
  let passesSold = 0;
  for (const row of salesOf(deps, from, to)) {
    add(revenue, row.provider, row.kopecks);
    passesSold += row.count;
    const scope = scopeOf(row, directionOfGroup);
    const key = scope.scope === 'directions' ? scope.directions.join('+') : scope.scope;
    for (const line of [
      lineIn(directions, key, () => ({ name: '', ...scope })),
      lineIn(types, String(row.passTypeId), () => ({ name: row.typeName, directions: [], scope: 'all' as const })),
    ]) {
      add(line.kopecks, row.provider, row.kopecks);
      line.passes += row.count;
    }
  }
  const refunded = refundsOf(deps, from, to);
  return {
    month: chosen,
    revenue,
    refunds: refunded,
    netKopecks: revenue.total - refunded.kopecks,
    passesSold,
    byDirection: [...directions.values()].sort(byTotal),
    byPassType: [...types.values()].sort(byTotal),
    expiringSoon: expiringPassCount(deps),
  };
}
