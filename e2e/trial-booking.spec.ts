import type { Browser, Page } from '@playwright/test';
import { addDays, clubDateTime, formatSession, isoWeekday, sessionIdOf } from '#shared/rules/trial-sessions';
import { submitApplication, uniqueSurname } from './admin-area-helpers';
import { loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { waitForHydration } from './fixtures';
// Creates slots and bookings: a server of its own per worker (e2e/README.md).
import { expect, test } from './isolated';

/**
 * The whole trial journey on one session of one place. Bookings are shared state, so each run makes
 * its own slot through the admin API: tomorrow, an hour nobody else uses (05:xx, the minute set by
 * the project and a random part) and a unique group title. The phone and desktop runs of this spec
 * therefore never see each other's session, nor the demo slots' seats.
 */
test.describe('trial booking', () => {
  test.describe.configure({ timeout: 240_000 });

  async function createSessionFor(page: Page, project: string) {
    const tomorrow = addDays(clubDateTime(Math.floor(Date.now() / 1000)).date, 1);
    const minute = (project === 'phone' ? 0 : 30) + Math.floor(Math.random() * 30);
    const time = `05:${String(minute).padStart(2, '0')}`;
    const title = `Проверка ${project} ${Math.random().toString(36).slice(2, 8)}`;
    const slot = await trpcAdminMutation<{ id: number }>(page.request, 'trials.slots.create', {
      weekday: isoWeekday(tomorrow),
      time,
      direction: 'Karate',
      title,
      ageMin: 7,
      ageMax: 9,
      capacity: 1,
    });
    return { slotId: slot.id, sessionId: sessionIdOf(slot.id, tomorrow), time, title, date: tomorrow };
  }

  async function fillVisitor(page: Page, name: string, phone: string) {
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Имя').fill(name);
    await field('Фамилия').fill('Смирнова');
    await field('Телефон').fill(phone);
    await field('Возраст').fill('7');
    // A seven-year-old: the parent gives the consent and is named.
    await field('Имя и фамилия родителя или законного представителя').fill('Ольга Смирнова');
    await page.getByRole('checkbox', { name: /Я согласен\(на\)/ }).check();
  }

  async function solveCaptcha(page: Page) {
    const widget = page.locator('altcha-widget');
    await widget.getByText('Я не робот').click();
    await expect(widget.getByText('Проверено')).toBeVisible({ timeout: 60_000 });
  }

  /** A second visitor: a browser context of their own on this worker's server. */
  async function visitorPage(browser: Browser, project: string, baseURL: string | undefined) {
    const common = { baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' };
    const context = await browser.newContext(
      project === 'phone'
        ? { ...common, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { ...common, viewport: { width: 1440, height: 900 } },
    );
    return context.newPage();
  }

  test('the last seat, the waitlist, a cancel through the private link, and the admin marks the visit', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    const session = await createSessionFor(page, project);
    // Tomorrow's session of our own slot (the slot also has a session a week later).
    // Phones unique per run: 'first visit' is counted by phone across every booking.
    const block3 = String(100 + Math.floor(Math.random() * 900));
    const phoneA = `+7 911 ${block3}-00-01`;
    const phoneB = `+7 911 ${block3}-00-02`;
    const option = (p: Page) => p.locator(`input[type="radio"][value="${session.sessionId}"]`);
    const card = (p: Page) => p.locator('label', { has: option(p) });

    // 1. The first parent books the only seat, the session chosen by the link.
    await page.goto(`/waiting-list?direction=Karate&session=${session.sessionId}`);
    await waitForHydration(page);
    await expect(page.getByLabel('Направление', { exact: true })).toHaveValue('Karate');
    await fillVisitor(page, 'Алиса', phoneA);
    await expect(option(page)).toBeChecked();
    await expect(card(page)).toContainText(session.title);
    await expect(card(page)).toContainText('Осталось 1 место');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Записаться на занятие' }).click();
    await expect(page.getByRole('heading', { name: 'Вы записаны на пробное занятие' })).toBeVisible();
    await expect(page.getByText(session.time, { exact: false }).first()).toBeVisible();
    await expect(page.locator('.tb-details').getByText('Что взять с собой')).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Ваша личная ссылка' }).inputValue();
    expect(link).toMatch(/\/trial\/[A-Za-z0-9_-]{32}$/);
    const ics = await request.get((await page.getByRole('link', { name: 'Добавить в календарь' }).getAttribute('href')) ?? '');
    expect(ics.status()).toBe(200);
    const calendar = await ics.text();
    expect(calendar).toContain(
      `DTSTART;TZID=Europe/Moscow:${session.date.replace(/-/g, '')}T${session.time.replace(':', '')}00\r\n`,
    );
    expect(calendar).toContain('LOCATION:');

    // 2. The next parent sees the session full and joins the waitlist.
    const second = await visitorPage(browser, project, baseURL);
    await second.goto('/waiting-list?direction=Karate');
    await waitForHydration(second);
    await fillVisitor(second, 'Борис', phoneB);
    await expect(option(second)).toBeVisible();
    await expect(card(second)).toContainText('Мест нет — встать в лист ожидания');
    await option(second).check();
    await expect(second.getByText(/Запишем вас в лист ожидания/)).toBeVisible();
    await solveCaptcha(second);
    await second.getByRole('button', { name: 'Встать в лист ожидания' }).click();
    await expect(second.getByRole('heading', { name: 'Вы в листе ожидания' })).toBeVisible();
    await expect(second.getByText('Ваше место в очереди: 1.', { exact: false })).toBeVisible();
    const secondLink = await second.getByRole('textbox', { name: 'Ваша личная ссылка' }).inputValue();

    // 3. The first parent cancels through the private link; the link then stops working.
    await page.goto(new URL(link).pathname);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Вы записаны на пробное занятие' })).toBeVisible();
    await page.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByRole('button', { name: 'Да, отменить' }).click();
    await expect(page.getByText('Запись отменена.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ссылка больше не действует' })).toBeVisible();

    // The waitlisted parent's own link now shows the seat.
    await second.goto(new URL(secondLink).pathname);
    await expect(second.getByRole('heading', { name: 'Вы записаны на пробное занятие' })).toBeVisible();
    await second.context().close();

    // 4. The admin sees the waitlisted visitor booked and marks the visit.
    await loginAsAdmin(page);
    await page.goto('/admin/trials');
    const blockName = new RegExp(`^${formatSession(session.date, session.time)} · Каратэ · ${session.title}`);
    const block = page.getByRole('region', { name: blockName });
    await expect(block).toBeVisible();
    const row = block.getByRole('listitem').filter({ hasText: 'Борис Смирнова' });
    await expect(row).toContainText('7 лет');
    await expect(row).toContainText(phoneB);
    await expect(row).toContainText('Впервые');
    await expect(block.getByRole('listitem').filter({ hasText: 'Алиса' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Пришёл', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Пришёл', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: blockName })
        .getByRole('listitem')
        .filter({ hasText: 'Борис' })
        .getByRole('button', { name: 'Пришёл', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    // 5. The dashboard's funnel counts this month's applications and the marked visit; CSV downloads.
    await page.goto('/admin-dashboard');
    const funnel = page.getByRole('region', { name: 'Воронка пробных занятий' });
    await expect(funnel).toBeVisible();
    await expect(funnel.getByRole('row', { name: /Каратэ/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await funnel.getByRole('button', { name: 'Скачать CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^voronka-\d{4}-\d{2}\.csv$/);
  });

  test('the visitor moves the visit to another session through the private link; the inbox shows the new one', async ({
    page,
  }, testInfo) => {
    const session = await createSessionFor(page, testInfo.project.name);
    // The same slot a week later: the other session of the booking window.
    const laterDate = addDays(session.date, 7);
    const later = sessionIdOf(session.slotId, laterDate);
    const lastname = uniqueSurname();
    const { booking } = await submitApplication(page.request, {
      name: 'Вера',
      lastname,
      phone: `+7 912 ${String(100 + Math.floor(Math.random() * 900))}-00-03`,
      age: 8,
      direction: 'Karate',
      sessionId: session.sessionId,
    });
    expect(booking?.status).toBe('booked');
    const oldPath = new URL(booking?.cancelUrl ?? '', 'http://localhost').pathname;

    await page.goto(oldPath);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Вы записаны на пробное занятие' })).toBeVisible();
    await expect(page.locator('.tb-details__when')).toHaveText(formatSession(session.date, session.time));
    await page.getByRole('button', { name: 'Перенести на другое время' }).click();
    const option = page.locator(`input[type="radio"][value="${later}"]`);
    // The current session is not offered as a new time.
    await expect(option).toBeVisible();
    await expect(page.locator(`input[type="radio"][value="${session.sessionId}"]`)).toHaveCount(0);
    await option.check();
    await page.getByRole('button', { name: 'Перенести', exact: true }).click();
    await expect(page.getByText('Запись перенесена.', { exact: false })).toBeVisible();
    await expect(page.locator('.tb-details__when')).toHaveText(formatSession(laterDate, session.time));
    // The address bar now holds the new link; the old one works no more.
    await expect(page).not.toHaveURL(new RegExp(`${oldPath}$`));
    const newPath = new URL(page.url()).pathname;
    expect(newPath).toMatch(/^\/trial\/[A-Za-z0-9_-]{32}$/);
    await page.goto(oldPath);
    await expect(page.getByRole('heading', { name: 'Ссылка больше не действует' })).toBeVisible();
    await page.goto(newPath);
    await expect(page.locator('.tb-details__when')).toHaveText(formatSession(laterDate, session.time));

    // The admin's inbox card names the booked session and where it stands.
    await loginAsAdmin(page);
    await page.goto('/admin/applications');
    const trial = page.locator('.application', { hasText: lastname }).locator('.application__trial');
    await expect(trial).toContainText('Пробное занятие');
    await expect(trial).toContainText(`${formatSession(laterDate, session.time)} · Каратэ, ${session.title}`);
    await expect(trial).toContainText('записан(а)');
  });
});
