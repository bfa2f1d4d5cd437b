import { afterAll, describe, expect, it } from 'vitest';
import { webVitalDays, webVitalSamples } from '../db/schema';
import {
  compactVitals,
  percentile75,
  slowestInpTargets,
  VITALS_WINDOW_DAYS,
  VitalsRateLimit,
  vitalsReportSchema,
  vitalsSummary,
} from '../lib/web-vitals';
import { appRouter } from '../routers/_app';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';

afterAll(cleanup);
const createCaller = createCallerFactory(appRouter);
const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 24, 12) / 1000;

function beacon(app: ReturnType<typeof createTestApp>, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/vitals', {
    method: 'POST',
    // sendBeacon with a string sends text/plain; the server does not care about the type.
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/vitals', () => {
  it('stores one row per metric with the route and connection, and sets no cookie', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    const response = await beacon(app, {
      path: '/MMA/',
      connection: '4g',
      metrics: [
        { name: 'LCP', value: 1830.5 },
        { name: 'CLS', value: 0.01 },
        { name: 'INP', value: 96 },
      ],
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = deps.db.select().from(webVitalSamples).all();
    expect(
      rows.map(({ route, metric, value, connection, createdAt }) => ({ route, metric, value, connection, createdAt })),
    ).toEqual([
      { route: '/mma', metric: 'LCP', value: 1830.5, connection: '4g', createdAt: NOW },
      { route: '/mma', metric: 'CLS', value: 0.01, connection: '4g', createdAt: NOW },
      { route: '/mma', metric: 'INP', value: 96, connection: '4g', createdAt: NOW },
    ]);
  });

  it('counts unknown addresses as the 404 page and an unknown connection as unknown', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const response = await beacon(createTestApp(deps), {
      path: '/ivan-petrov-89161234567',
      connection: 'wifi',
      metrics: [{ name: 'LCP', value: 900 }],
    });
    expect(response.status).toBe(204);
    expect(deps.db.select().from(webVitalSamples).all()).toMatchObject([{ route: '404', connection: 'unknown' }]);
  });

  it('answers bad reports with 400 and a Russian message, storing nothing', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    for (const body of [
      'not json',
      { path: '/', connection: '4g', metrics: [] },
      { path: '/', connection: '4g', metrics: [{ name: 'FID', value: 1 }] },
      { path: '/', connection: '4g', metrics: [{ name: 'LCP', value: -1 }] },
      { path: '/', connection: '4g', metrics: [{ name: 'CLS', value: 900 }] },
      {
        path: '/',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ]) {
      const response = await beacon(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toMatch(/^Некорректный отчёт о скорости/);
    }
    const huge = await beacon(app, { path: `/${'a'.repeat(3000)}`, connection: '4g', metrics: [{ name: 'LCP', value: 1 }] });
    expect(huge.status).toBe(413);
    expect(deps.db.select().from(webVitalSamples).all()).toEqual([]);
  });

  it("keeps INP's element and counts it on the page the interaction happened on", async () => {
    const deps = createTestDeps({ now: () => NOW });
    const response = await beacon(createTestApp(deps), {
      path: '/',
      connection: '4g',
      metrics: [
        { name: 'LCP', value: 1200 },
        { name: 'INP', value: 320, target: 'nav.site-footer__column a.site-footer__link', path: '/price' },
      ],
    });
    expect(response.status).toBe(204);
    const rows = deps.db.select().from(webVitalSamples).all();
    expect(rows.map(({ route, metric, target }) => ({ route, metric, target }))).toEqual([
      { route: '/', metric: 'LCP', target: null },
      { route: '/price', metric: 'INP', target: 'nav.site-footer__column a.site-footer__link' },
    ]);
  });

  it('a metric reported again under its id replaces its value: one page view, one row, the latest', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    const inpId = 'v6-1795800000000-4823917465021';
    const clsId = 'v6-1795800000000-1000000000007';
    // Hidden once: LCP, CLS and a first tap's INP.
    expect(
      (
        await beacon(app, {
          path: '/',
          connection: '4g',
          metrics: [
            { name: 'LCP', value: 1200, id: 'v6-1795800000000-2000000000001' },
            { name: 'CLS', value: 0.01, id: clsId },
            { name: 'INP', value: 96, id: inpId, target: 'button.menu-toggle' },
          ],
        })
      ).status,
    ).toBe(204);
    // Shown again, a slower tap on another page and more shifts, then hidden: what changed, again.
    expect(
      (
        await beacon(app, {
          path: '/',
          connection: '3g',
          metrics: [
            { name: 'CLS', value: 0.04, id: clsId },
            { name: 'INP', value: 288, id: inpId, target: 'a.site-footer__link', path: '/price' },
          ],
        })
      ).status,
    ).toBe(204);
    // Another page view (no id: an older reporter) is a row of its own.
    await beacon(app, { path: '/', connection: '4g', metrics: [{ name: 'INP', value: 40 }] });
    const rows = deps.db.select().from(webVitalSamples).all();
    expect(rows.map(({ route, metric, value, connection, target }) => ({ route, metric, value, connection, target }))).toEqual([
      { route: '/', metric: 'LCP', value: 1200, connection: '4g', target: null },
      { route: '/', metric: 'CLS', value: 0.04, connection: '3g', target: null },
      { route: '/price', metric: 'INP', value: 288, connection: '3g', target: 'a.site-footer__link' },
      { route: '/', metric: 'INP', value: 40, connection: '4g', target: null },
    ]);
    // A known id under another metric is not a re-report of it: the row is left as it was.
    await beacon(app, { path: '/', connection: '4g', metrics: [{ name: 'LCP', value: 9000, id: inpId }] });
    expect(
      deps.db
        .select()
        .from(webVitalSamples)
        .all()
        .find((row) => row.metricId === inpId)?.value,
    ).toBe(288);
  });

  it("refuses a metric id that is not web-vitals' own form with 400", async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    for (const id of ['ivan@example.com', 'v6-1795800000000-abc', '', 'v6-1-2-3', 42]) {
      const response = await beacon(app, { path: '/', connection: '4g', metrics: [{ name: 'LCP', value: 900, id }] });
      expect(response.status, JSON.stringify(id)).toBe(400);
      expect((await response.json()).message).toMatch(/^Некорректный отчёт о скорости: metrics/);
    }
    // Two metrics under one id in one report.
    const twice = await beacon(app, {
      path: '/',
      connection: '4g',
      metrics: [
        { name: 'LCP', value: 900, id: 'v6-1795800000000-4823917465021' },
        { name: 'CLS', value: 0, id: 'v6-1795800000000-4823917465021' },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toMatch(/^Некорректный отчёт о скорости: metrics: повторяется идентификатор/);
    expect(deps.db.select().from(webVitalSamples).all()).toEqual([]);
  });

  it('refuses an INP element that is not a short selector, and an element on another metric, with 400', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    for (const metric of [
      { name: 'INP', value: 90, target: 'button Записаться' },
      { name: 'INP', value: 90, target: 'input[value="+7 916 123-45-67"]' },
      { name: 'INP', value: 90, target: `a.${'b'.repeat(120)}` },
      { name: 'INP', value: 90, target: 42 },
      { name: 'INP', value: 90, path: '' },
      { name: 'LCP', value: 900, target: 'img.hero' },
      { name: 'CLS', value: 0, path: '/mma' },
    ]) {
      const response = await beacon(app, { path: '/', connection: '4g', metrics: [metric] });
      expect(response.status, JSON.stringify(metric)).toBe(400);
      expect((await response.json()).message).toMatch(/^Некорректный отчёт о скорости: metrics/);
    }
    expect(deps.db.select().from(webVitalSamples).all()).toEqual([]);
  });

  it('limits one client to 120 reports a minute', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const app = createTestApp(deps);
    const report = { path: '/', connection: '4g', metrics: [{ name: 'CLS', value: 0 }] };
    for (let i = 0; i < 120; i++) expect((await beacon(app, report)).status).toBe(204);
    const limited = await beacon(app, report);
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toContain('Слишком много');
    const limit = new VitalsRateLimit(2);
    expect([
      limit.allow('a', 0),
      limit.allow('a', 1),
      limit.allow('a', 2),
      limit.allow('b', 2),
      limit.allow('a', 60_000),
    ]).toEqual([true, true, false, true, true]);
  });
});

describe('vitals storage and summary', () => {
  function insert(deps: ReturnType<typeof createTestDeps>, route: string, metric: string, values: number[], at: number) {
    deps.db
      .insert(webVitalSamples)
      .values(values.map((value) => ({ route, metric, value, connection: '4g', createdAt: at })))
      .run();
  }

  it('the report schema: INP may carry an element and a page, the other metrics may not', () => {
    const parse = (metrics: unknown[]) => vitalsReportSchema.safeParse({ path: '/', connection: '4g', metrics }).success;
    expect(parse([{ name: 'INP', value: 120, target: 'button.navbar__toggle', path: '/mma' }])).toBe(true);
    expect(parse([{ name: 'INP', value: 120 }])).toBe(true);
    expect(parse([{ name: 'INP', value: 120, target: 'div[data-testid="quick-view-backdrop"]' }])).toBe(true);
    expect(parse([{ name: 'INP', value: 120, target: 'button Иван' }])).toBe(false);
    expect(parse([{ name: 'LCP', value: 120, target: 'img.hero' }])).toBe(false);
    expect(parse([{ name: 'CLS', value: 0, path: '/' }])).toBe(false);
  });

  it('lists the slowest INP elements per page over 28 days, slowest first, to the admin only', async () => {
    const deps = createTestDeps({ now: () => NOW });
    const inp = (route: string, target: string | null, values: number[], at: number) =>
      deps.db
        .insert(webVitalSamples)
        .values(values.map((value) => ({ route, metric: 'INP', value, connection: '4g', target, createdAt: at })))
        .run();
    inp('/', 'button.navbar__toggle', [80, 120, 640, 90], NOW - DAY);
    inp('/price', 'button.navbar__toggle', [150], NOW - 3 * DAY);
    inp('/', 'a.site-footer__link', [560, 600], NOW - 10 * DAY);
    inp('/', 'a.site-footer__link', [5000], NOW - 40 * DAY);
    inp('/mma', null, [900], NOW - DAY);
    deps.db
      .insert(webVitalSamples)
      .values({ route: '/', metric: 'LCP', value: 9000, connection: '4g', target: null, createdAt: NOW })
      .run();

    const rows = slowestInpTargets(deps);
    expect(rows).toEqual([
      { route: '/', target: 'a.site-footer__link', p75: 600, count: 2, rating: 'poor' },
      { route: '/price', target: 'button.navbar__toggle', p75: 150, count: 1, rating: 'good' },
      { route: '/', target: 'button.navbar__toggle', p75: 120, count: 4, rating: 'good' },
    ]);
    expect(slowestInpTargets(deps, 1)).toHaveLength(1);

    const admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
    await expect(admin.vitals.inpTargets()).resolves.toEqual(rows);
    await expect(createCaller(createContext(deps)).vitals.inpTargets()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('takes the 75th percentile by nearest rank', () => {
    expect(percentile75([1, 2, 3, 4])).toBe(3);
    expect(percentile75([4, 1, 3, 2, 5, 6, 7, 8])).toBe(6);
    expect(percentile75([7])).toBe(7);
  });

  it('shows p75 per page for 7 and 28 days, rated by the thresholds, to the admin only', async () => {
    const deps = createTestDeps({ now: () => NOW });
    insert(deps, '/mma', 'LCP', [1000, 1200, 1500, 2000], NOW - DAY);
    insert(deps, '/mma', 'LCP', [5000, 6000, 7000, 8000], NOW - 20 * DAY);
    insert(deps, '/mma', 'CLS', [0.3], NOW - 20 * DAY);
    insert(deps, '/', 'INP', [300], NOW - 2 * DAY);
    insert(deps, '/boxing', 'LCP', [1000], NOW - 40 * DAY);

    const summary = vitalsSummary(deps);
    expect(summary.map((row) => row.route)).toEqual(['/', '/mma']);
    const mma = summary.find((row) => row.route === '/mma');
    expect(mma?.metrics.LCP.days7).toEqual({ p75: 1500, count: 4, rating: 'good' });
    expect(mma?.metrics.LCP.days28).toEqual({ p75: 6000, count: 8, rating: 'poor' });
    expect(mma?.metrics.CLS).toEqual({ days7: null, days28: { p75: 0.3, count: 1, rating: 'poor' } });
    expect(summary[0]?.metrics.INP.days7).toEqual({ p75: 300, count: 1, rating: 'needs-improvement' });

    const admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
    await expect(admin.vitals.summary()).resolves.toEqual(summary);
    await expect(createCaller(createContext(deps)).vitals.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('folds finished days into daily figures, drops samples past the window and keeps the row cap', () => {
    const deps = createTestDeps({ now: () => NOW });
    const oldDay = NOW - (VITALS_WINDOW_DAYS + 2) * DAY;
    insert(deps, '/mma', 'LCP', [1000, 3000, 5000, 2000], oldDay);
    insert(deps, '/mma', 'LCP', [1500], NOW - DAY);
    insert(deps, '/mma', 'LCP', [900], NOW);
    compactVitals(deps);

    const days = deps.db.select().from(webVitalDays).all();
    expect(days).toContainEqual({
      day: new Date(oldDay * 1000).toISOString().slice(0, 10),
      route: '/mma',
      metric: 'LCP',
      count: 4,
      p75: 3000,
      good: 2,
      poor: 1,
    });
    expect(days.map((day) => day.day)).not.toContain(new Date(NOW * 1000).toISOString().slice(0, 10));
    expect(
      deps.db
        .select()
        .from(webVitalSamples)
        .all()
        .map((row) => row.value),
    ).toEqual([1500, 900]);

    // A second pass changes nothing already summarised.
    compactVitals(deps);
    expect(deps.db.select().from(webVitalDays).all()).toEqual(days);

    // Over the cap, the oldest rows go first.
    insert(deps, '/', 'CLS', [0.01, 0.02, 0.03], NOW);
    compactVitals(deps, 3);
    expect(
      deps.db
        .select()
        .from(webVitalSamples)
        .all()
        .map((row) => row.value),
    ).toEqual([0.01, 0.02, 0.03]);
  });
});
