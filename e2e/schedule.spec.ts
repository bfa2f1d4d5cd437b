import type { APIRequestContext, Page } from '@playwright/test';
import { filterSchedule } from '#shared/rules/schedule';
import type { ScheduleRow } from '#shared/schemas/schedule';
import { decodeHtml, expect, expectHydratedInPlace, metaContent, test } from './fixtures';

async function listSchedule(request: APIRequestContext): Promise<ScheduleRow[]> {
  const response = await request.get('/trpc/schedule.list');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: ScheduleRow[] } }).result.data;
}

const bodyRows = (page: Page) => page.locator('.schedule-table tbody tr');

/** Each shown row as [time, ...cell texts] in column order. */
async function shownRows(page: Page): Promise<string[][]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

test.describe('schedule page', () => {
  test('the HTML sent without JavaScript has the head tags, the filters and every time slot', async ({ request, baseURL }) => {
    const rows = await listSchedule(request);
    expect(rows.length).toBeGreaterThan(3);
    const response = await request.get('/schedule');
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());

    expect(html).toMatch(/<title>Расписание тренировок — Академия единоборств<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/schedule"/>`);
    expect(metaContent(html, 'description')).toMatch(/^Расписание тренировок Академия единоборств/);
    expect(html).toMatch(/<h1 class="page-banner__title display">Расписание<\/h1>/);
    expect(html).toContain('<option value="" selected="">Выберите группу</option>');
    expect(html).toContain('<option value="" selected="">Все дни</option>');
    for (const day of ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота'])
      expect(html).toContain(`>${day}</option>`);
    for (const row of rows) expect(html).toContain(row.time);
    expect(html.match(/<tr role="row">/g)).toHaveLength(rows.length + 1);
  });

  test('the server applies the filters in the URL, so a shared link shows the same table', async ({ request }) => {
    const expected = filterSchedule(await listSchedule(request), 'Женская группа', 'vt');
    expect(expected.length).toBeGreaterThan(0);
    const html = decodeHtml(await (await request.get('/schedule?category=women&day=vt')).text());
    expect(html).toContain('<option value="women" selected="">Женская группа</option>');
    expect(html).toContain('<option value="vt" selected="">Вторник</option>');
    // One time column and Tuesday's.
    expect(html).toMatch(
      /<th scope="col" role="columnheader" data-day="vt"><abbr title="Вторник">Вт<\/abbr><\/th><\/tr><\/thead>/,
    );
    expect(html.match(/<tr role="row">/g)).toHaveLength(expected.length + 1);
  });

  test('the category keeps only matching rows and blanks the other cells; the day shows one column', async ({
    page,
    request,
  }) => {
    const all = await listSchedule(request);
    await page.goto('/schedule');
    await expectHydratedInPlace(page);
    await expect(bodyRows(page)).toHaveCount(all.length);
    await expect(page.locator('.schedule-table thead th')).toHaveCount(7);

    await page.getByLabel('Группа', { exact: true }).selectOption({ label: 'Взрослые ММА' });
    await expect(page).toHaveURL(/[?&]category=adultMma/);
    const matching = filterSchedule(all, 'Взрослые ММА', null);
    expect(matching.length).toBeLessThan(all.length);
    await expect(bodyRows(page)).toHaveCount(matching.length);
    const rows = await shownRows(page);
    expect(rows.map((row) => row[0])).toEqual(matching.map((row) => row.time));
    let blanked = 0;
    for (const [, ...cells] of rows) {
      expect(cells).toHaveLength(6);
      expect(cells.some((cell) => cell.includes('Взрослые ММА'))).toBe(true);
      for (const cell of cells) if (cell === '') blanked++;
      // Each filled cell names the category; nothing of another group is left.
      for (const cell of cells.filter((text) => text !== '')) expect(cell).toMatch(/Взрослые ММА/);
    }
    // The 18:30 slot has children's groups on Mon/Wed/Fri: they are blanked, not dropped with the row.
    expect(blanked).toBeGreaterThan(0);
    const eveningRow = rows.find((row) => row[0] === '18:30–20:00');
    expect(eveningRow).toEqual([
      '18:30–20:00',
      '',
      expect.stringContaining('Взрослые ММА'),
      '',
      expect.stringContaining('Взрослые ММА'),
      '',
      '',
    ]);
  });

  test('the weekday shows one column, and the filters survive a reload until reset', async ({ page, request }) => {
    const all = await listSchedule(request);
    await page.goto('/schedule?category=adultMma');
    await expectHydratedInPlace(page);
    await page.getByLabel('День недели', { exact: true }).selectOption({ label: 'Вторник' });
    await expect(page).toHaveURL(/[?&]day=vt/);
    await expect(page.locator('.schedule-table thead th')).toHaveText(['Время', 'Вт']);
    const tuesday = filterSchedule(all, 'Взрослые ММА', 'vt');
    await expect(bodyRows(page)).toHaveCount(tuesday.length);
    for (const row of await shownRows(page)) expect(row).toHaveLength(2);

    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expectHydratedInPlace(page);
    await expect(page.getByLabel('Группа', { exact: true })).toHaveValue('adultMma');
    await expect(page.getByLabel('День недели', { exact: true })).toHaveValue('vt');
    await expect(bodyRows(page)).toHaveCount(tuesday.length);

    await page.getByRole('link', { name: 'Сбросить' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(bodyRows(page)).toHaveCount(all.length);
    await expect(page.getByLabel('Группа', { exact: true })).toHaveValue('');
  });

  test('a weekday alone keeps every slot of that day readable', async ({ page, request }, testInfo) => {
    const all = await listSchedule(request);
    await page.goto('/schedule?day=sb');
    await expectHydratedInPlace(page);
    await expect(bodyRows(page)).toHaveCount(all.length);
    const saturday = page.locator('.schedule-table td[data-day="sb"] .session');
    await expect(saturday).toHaveCount(all.filter((row) => row.sb !== '').length);
    await expect(saturday.first()).toBeVisible();
    if (testInfo.project.name === 'phone') {
      // Phones read a card per time slot: the column heads are hidden, each session names its day.
      await expect(page.locator('.schedule-table thead')).toHaveCSS('position', 'absolute');
      await expect(saturday.first().locator('.session__day')).toHaveText('Сб');
      await expect(saturday.first().locator('.session__day')).toBeVisible();
    } else {
      await expect(page.locator('.schedule-table thead th').last()).toBeVisible();
      await expect(saturday.first().locator('.session__day')).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
  });
});
