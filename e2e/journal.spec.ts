import type { APIRequestContext, Page } from '@playwright/test';
import { serverMessages } from '#shared/messages/server.ru';
import { currentYearMonth, weekdayAbbr } from '#shared/rules/dates';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import type { Group } from '#shared/schemas/group';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

const months = serverMessages.calendar.monthsNominative;

async function trpcGet<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/trpc/${path}${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

const listGroups = (request: APIRequestContext) => trpcGet<Group[]>(request, 'groups.list');
const publicList = (request: APIRequestContext, group: string, year: number, month: number) =>
  trpcGet<AttendanceRecord[]>(request, 'attendance.publicList', { group, month, year });

function previous({ year, month }: { year: number; month: number }) {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const studentNames = (page: Page) => page.locator('.journal-table tbody th');

test.describe('public attendance journal', () => {
  test('the HTML sent without JavaScript has the first group and the current month', async ({ request, baseURL }) => {
    const now = currentYearMonth(new Date());
    const [first] = await listGroups(request);
    expect(first).toBeDefined();
    const records = await publicList(request, first?._id ?? '', now.year, now.month);
    expect(records.length).toBeGreaterThan(0);

    const response = await request.get('/attendance-journal');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/<title>Журнал посещаемости — Академия единоборств<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/attendance-journal"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Журнал посещаемости/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Журнал посещаемости<\/h1>/);
    expect(html).toContain(`${first?.name}: ${months[now.month - 1]} ${now.year}`);
    expect(html).toContain(`<option value="${now.month}" selected="">${months[now.month - 1]}</option>`);
    expect(html).toContain(`<option value="${now.year}" selected="">${now.year}</option>`);
    for (const record of records) expect(html).toContain(`>${record.studentName}</th>`);
    // Public names are shortened ('Имя Ф.'), and marks carry their meaning in text.
    for (const record of records) expect(record.studentName).toMatch(/^\S+ \S\.$/);
    expect(html).toContain('Присутствовал');
  });

  test('shows a mark per lesson day under the day and its weekday', async ({ page, request }) => {
    const now = currentYearMonth(new Date());
    const [first] = await listGroups(request);
    const records = await publicList(request, first?._id ?? '', now.year, now.month);
    await page.goto('/attendance-journal');
    await expectHydratedInPlace(page);

    const days = [...new Set(records.flatMap((record) => record.days))].sort((a, b) => a - b);
    await expect(page.locator('.attendance-table__day')).toHaveText(
      days.map((day) => `${day}${weekdayAbbr(now.year, now.month, day)}`),
    );
    await expect(studentNames(page)).toHaveText(records.map((record) => record.studentName));
    await expect(page.locator('.journal-table tbody td.attendance-table__num')).toHaveText(
      records.map((_, index) => String(index + 1)),
    );

    const firstRecord = records[0];
    const firstDay = firstRecord?.days[0];
    const mark = firstDay === undefined ? undefined : firstRecord?.attendance[String(firstDay)];
    const cell = page.locator('.journal-table tbody tr').first().locator('td.journal-table__mark').first();
    await expect(cell).toHaveText(mark === true ? 'Присутствовал' : mark === false ? 'Отсутствовал' : 'Нет отметки');
  });

  test('switching the group updates the table and the URL', async ({ page, request }) => {
    const now = currentYearMonth(new Date());
    const groups = await listGroups(request);
    expect(groups.length).toBeGreaterThan(1);
    const second = groups[1] as Group;
    await page.goto('/attendance-journal');
    await expectHydratedInPlace(page);

    await page.getByLabel('Группа', { exact: true }).selectOption({ label: second.name });
    await expect(page).toHaveURL(new RegExp(`[?&]group=${second._id}`));
    await expect(page.locator('.journal-table caption')).toHaveText(`${second.name}: ${months[now.month - 1]} ${now.year}`);
    const current = await publicList(request, second._id, now.year, now.month);
    await expect(studentNames(page)).toHaveText(current.map((record) => record.studentName));
  });

  test('switching the month updates the table and the URL, and survives a reload', async ({ page, request }) => {
    const now = currentYearMonth(new Date());
    const second = (await listGroups(request))[1] as Group;
    await page.goto(`/attendance-journal?group=${second._id}`);
    await expectHydratedInPlace(page);
    const before = previous(now);
    await page.getByLabel('Месяц', { exact: true }).selectOption({ label: months[before.month - 1] ?? '' });
    if (before.year !== now.year) await page.getByLabel('Год', { exact: true }).selectOption(String(before.year));
    await expect(page).toHaveURL(new RegExp(`[?&]month=${before.month}(&|$)`));
    await expect(page.locator('.journal-table caption')).toHaveText(`${second.name}: ${months[before.month - 1]} ${before.year}`);
    const earlier = await publicList(request, second._id, before.year, before.month);
    expect(earlier.length).toBeGreaterThan(0);
    await expect(studentNames(page)).toHaveText(earlier.map((record) => record.studentName));

    await page.reload();
    await expectHydratedInPlace(page);
    await expect(page.getByLabel('Группа', { exact: true })).toHaveValue(second._id);
    await expect(page.getByLabel('Месяц', { exact: true })).toHaveValue(String(before.month));
    await expect(studentNames(page)).toHaveText(earlier.map((record) => record.studentName));
  });

  test('a month without records says there is nothing to show', async ({ page }) => {
    const now = currentYearMonth(new Date());
    await page.goto('/attendance-journal');
    await expectHydratedInPlace(page);
    // A month nobody has trained in yet.
    await page.getByLabel('Год', { exact: true }).selectOption(String(now.year + 1));
    await expect(page.getByText('Нет данных для отображения')).toBeVisible();
    await expect(page.locator('.journal-table')).toHaveCount(0);
  });

  test('the wide table scrolls inside its card and never widens the page', async ({ page }) => {
    await page.goto('/attendance-journal');
    await expectHydratedInPlace(page);
    const region = page.getByRole('region', { name: /: / });
    await expect(region).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const name = page.locator('.journal-table tbody th').first();
    const left = await name.evaluate((element) => element.getBoundingClientRect().left);
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    // Names stay put while the days scroll.
    await expect.poll(() => name.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBe(Math.round(left));
  });

  test('an unknown group or month in the URL falls back instead of failing', async ({ request }) => {
    const [first] = await listGroups(request);
    const response = await request.get('/attendance-journal?group=no-such-group&month=13&year=abc');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toContain(`<option value="${first?._id}" selected="">${first?.name}</option>`);
  });
});
