import type { TestInfo } from '@playwright/test';
import { serverMessages } from '#shared/messages/server.ru';
import { currentYearMonth, weekdayAbbr } from '#shared/rules/dates';
import type { Group } from '#shared/schemas/group';
import { loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

const s = serverMessages.staff.screen;
const j = serverMessages.journal;
const t = serverMessages.adminJournalEditor;
const invite = {
  password: 'Новый пароль',
  repeat: 'Повторите пароль',
  submit: 'Сохранить пароль',
  saved: 'Пароль сохранён. Теперь войдите со своим логином и паролем.',
};

const unique = (info: TestInfo, label: string) => `${label}-${info.project.name}-${Date.now().toString(36)}`;

test.describe('staff accounts', () => {
  // Two people, a password set, a login and a journal save: several round trips on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the owner invites a coach, the coach sets a password, marks today and cannot open the store editor', async ({
    page,
    browser,
    request,
  }, info) => {
    const group = await trpcAdminMutation<Group>(request, 'groups.create', { name: unique(info, 'Дети ММА') });
    const login = unique(info, 'coach').toLowerCase();

    // The owner: the dashboard's 'Сотрудники' card, the form, the one-time link.
    await loginAsAdmin(page);
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: /Сотрудники/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible();
    // One's own card offers no reset: its password is changed on 'Вход и сеансы'.
    const ownCard = page.locator('.staff-card').filter({ hasText: s.you });
    await expect(ownCard.getByRole('button', { name: s.newLink })).toHaveCount(0);
    await expect(ownCard.getByRole('link', { name: s.ownPassword })).toHaveAttribute('href', '/admin/account');
    await page.getByRole('textbox', { name: s.name, exact: true }).first().fill('Иван Тренеров');
    await page.getByRole('textbox', { name: s.login, exact: true }).fill(login);
    await expect(page.getByLabel(s.role)).toHaveValue('coach');
    await page.getByRole('checkbox', { name: group.name, exact: true }).check();
    await page.getByRole('checkbox', { name: 'ММА', exact: true }).check();
    await page.getByRole('button', { name: s.add }).click();
    const linkBox = page.locator('[data-invite-link]');
    await expect(linkBox).toBeVisible();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/staff-invite\/[\w-]{43}$/);
    await expect(page.locator('.staff-card').filter({ hasText: login })).toContainText(s.waitingPassword);

    // The coach, on their own phone: the link, a password, the login form.
    const coachContext = await browser.newContext({ baseURL: new URL(link).origin, viewport: page.viewportSize() ?? undefined });
    const coach = await coachContext.newPage();
    await coach.goto(new URL(link).pathname);
    await expect(coach.getByText('Здравствуйте, Иван Тренеров!')).toBeVisible();
    await coach.getByLabel(invite.password).fill('short');
    await coach.getByLabel(invite.repeat).fill('short');
    await coach.getByRole('button', { name: invite.submit }).click();
    await expect(coach.getByRole('alert')).toHaveText('Пароль: не короче 8 символов');
    await coach.getByLabel(invite.password).fill('пароль тренера 2026');
    await coach.getByLabel(invite.repeat).fill('пароль тренера 2026');
    await coach.getByRole('button', { name: invite.submit }).click();
    await expect(coach.getByText(invite.saved)).toBeVisible();
    await coach.locator('#main').getByRole('link', { name: 'Войти' }).click();
    await coach.getByLabel(serverMessages.auth.login).fill(login);
    await coach.getByLabel(serverMessages.auth.password, { exact: true }).fill('пароль тренера 2026');
    await coach.getByRole('button', { name: serverMessages.auth.submit }).click();

    // The dashboard shows the coach's group and their two screens, nothing of the office's.
    await expect(coach.getByRole('heading', { level: 1, name: serverMessages.adminDashboard.title })).toBeVisible();
    await expect(coach.locator('[data-card="products"]')).toHaveCount(0);
    await expect(coach.locator('[data-card="staff"]')).toHaveCount(0);
    await expect(coach.locator('[data-card="trials"]')).toBeVisible();

    // Two taps from the login: the group, then the marks.
    await coach.locator('[data-card="group"]').filter({ hasText: group.name }).click();
    await expect(coach.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(coach.getByRole('combobox', { name: j.group, exact: true })).toHaveValue(group._id);
    await expect(coach.getByRole('button', { name: t.exportCsv })).toHaveCount(0);
    const { year, month } = currentYearMonth(new Date());
    const today = new Date().getDate();
    await coach.getByLabel(t.newStudentName).fill('Петров Пётр');
    await coach.getByRole('button', { name: j.addStudent }).click();
    await coach.getByLabel(t.dayNumber).fill(String(today));
    await coach.getByRole('button', { name: j.addDay }).click();
    await coach.getByRole('checkbox', { name: t.markLabel('Петров Пётр', today, weekdayAbbr(year, month, today)) }).check();
    await coach.getByRole('button', { name: j.saveAll }).click();
    await expect(coach.getByText(t.allSaved)).toBeVisible();
    await coach.reload();
    await expect(
      coach.getByRole('checkbox', { name: t.markLabel('Петров Пётр', today, weekdayAbbr(year, month, today)) }),
    ).toBeChecked();

    // The store editor: the admin area refuses the page, and the server refuses the call.
    await coach.goto('/admin-products');
    await expect(coach.getByRole('alert')).toContainText('Этот раздел недоступен для вашей роли');
    const token = await coach.evaluate(() => window.localStorage.getItem('token'));
    const refused = await coach.request.post('/trpc/products.delete', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { id: 'any' },
    });
    expect(refused.status()).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('Недостаточно прав для этого действия');
    // The spec's API answers a coach as it answers any role but admin.
    const legacy = await coach.request.delete('/api/products/any', { headers: { authorization: token ?? '' } });
    expect(legacy.status()).toBe(401);
    await coachContext.close();
  });
});
