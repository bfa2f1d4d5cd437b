import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { loginAsAdmin } from './admin-helpers';
import { expect, test } from './isolated';

/**
 * 'Опубликовать в …' in the browser: the admin schedules a page's publish a few minutes ahead on the
 * club's clock, edits the draft again afterwards, a visitor does not see either, the server's clock is
 * moved past that time, and the server's own timer publishes the draft as saved by then (the later
 * edit included, as the editor promises); a cancelled schedule is not published. The server's clock is
 * moved by e2e/moved-clock.mjs, loaded into this file's servers only (a worker of its own).
 */
test.use({ serverEnv: { NODE_OPTIONS: `--import=${pathToFileURL(path.resolve(import.meta.dirname, 'moved-clock.mjs')).href}` } });

/** The club's wall clock (Moscow) `minutes` from now, as a datetime-local input takes it. */
function clubWall(minutes: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Moves the test server's clock `seconds` ahead of the real one (0: back to the real time). */
function moveServerClock(dataDir: string, seconds: number): void {
  fs.writeFileSync(path.join(dataDir, 'e2e-clock-ahead-seconds'), String(seconds));
}

async function openEditor(page: Page, key: string) {
  await page.goto(`/admin/pages/${key}`);
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toBeVisible();
}

/** A page as a visitor's browser gets it from the server (no admin token: a plain request). */
async function visitorHtml(browser: Browser, origin: string, route: string): Promise<string> {
  const visitor = await browser.newContext({ baseURL: origin });
  try {
    const response = await visitor.request.get(route);
    expect(response.status()).toBe(200);
    return await response.text();
  } finally {
    await visitor.close();
  }
}

async function schedule(page: Page, key: string, lead: string): Promise<void> {
  await openEditor(page, key);
  await page.getByLabel('Подзаголовок баннера').fill(lead);
  // The field says whose clock it is: the club's, whatever the phone's zone.
  const when = page.getByLabel('Дата и время публикации (по Москве)');
  await expect(when).toHaveAttribute('type', 'datetime-local');
  await when.fill(clubWall(5));
  await page.getByRole('button', { name: /^Опубликовать \d+ .+ \(МСК\)$/ }).click();
  await expect(page.getByText(/^Публикация запланирована на .+ \(МСК\)$/)).toBeVisible();
  await expect(page.getByText(/^Черновик будет опубликован .+ \(МСК\)\./)).toBeVisible();
}

test.describe('a scheduled publish', () => {
  test.describe.configure({ timeout: 180_000 });

  test('is not public before its time, goes out with the edits saved after it once the server clock passes it, and a cancelled one never is', async ({
    page,
    browser,
    server,
  }, info) => {
    const tag = `${info.project.name}-${Date.now()}`;
    const scheduled = `По расписанию ${tag}`;
    const edited = `Исправлено после планирования ${tag}`;
    const cancelled = `Отменено ${tag}`;
    const origin = server.url;
    await loginAsAdmin(page);
    try {
      await schedule(page, 'direction:mma', scheduled);
      // The editor promises that what is saved before the time goes out with it: save another change.
      await expect(page.getByText(/Изменения, сохранённые до этого, тоже попадут в публикацию\.$/)).toBeVisible();
      await openEditor(page, 'direction:mma');
      await expect(page.getByLabel('Подзаголовок баннера')).toHaveValue(scheduled);
      await page.getByLabel('Подзаголовок баннера').fill(edited);
      await page.getByRole('button', { name: 'Сохранить черновик' }).click();
      await expect(page.getByText('Черновик сохранён')).toBeVisible();
      await expect(page.getByText(/^Черновик будет опубликован .+ \(МСК\)\./)).toBeVisible();
      await schedule(page, 'direction:karate', cancelled);
      await page.getByRole('button', { name: 'Отменить публикацию по расписанию' }).click();
      await expect(page.getByText('Публикация по расписанию отменена')).toBeVisible();
      await expect(page.getByText(/^Черновик будет опубликован/)).toBeHidden();

      await page.goto('/admin/pages');
      await expect(page.locator('.pages-list__item').filter({ hasText: 'ММА' })).toContainText('Запланирована');
      await expect(page.locator('.pages-list__item').filter({ hasText: 'Каратэ' })).not.toContainText('Запланирована');
      expect(await visitorHtml(browser, origin, '/mma')).not.toContain(scheduled);
      expect(await visitorHtml(browser, origin, '/mma')).not.toContain(edited);

      // Ten minutes later on the server's clock: its timer (every 15 s) publishes the draft as saved.
      moveServerClock(server.dataDir, 600);
      await expect
        .poll(async () => (await visitorHtml(browser, origin, '/mma')).includes(edited), { timeout: 60_000 })
        .toBe(true);
      expect(await visitorHtml(browser, origin, '/mma')).not.toContain(scheduled);
      expect(await visitorHtml(browser, origin, '/karate')).not.toContain(cancelled);

      const guest = await browser.newContext({ baseURL: origin });
      const visitor = await guest.newPage();
      await visitor.goto('/mma');
      await expect(visitor.getByText(edited)).toBeVisible();
      await guest.close();
    } finally {
      moveServerClock(server.dataDir, 0);
    }
  });
});
