import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { membersMessages } from '#shared/messages/admin-members.ru';
import { serverMessages } from '#shared/messages/server.ru';
import { clubDay, currentYearMonth, weekdayAbbr } from '#shared/rules/dates';
import type { Group } from '#shared/schemas/group';
import type { MemberListItem } from '#shared/schemas/members';
import type { PassType } from '#shared/schemas/passes';
import { adminHeaders, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

const m = membersMessages.members;
const t = serverMessages.adminJournalEditor;
const j = serverMessages.journal;

const unique = (info: TestInfo, label: string) => `${label} ${info.project.name} ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function adminQuery<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await request.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: await adminHeaders(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A staff account made by the owner, its password set through the invitation, logged in on a page of its own. */
async function staffPage(
  browser: Browser,
  request: APIRequestContext,
  page: Page,
  role: 'coach' | 'manager',
  groupIds: string[],
) {
  const login = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const created = await trpcAdminMutation<{ link: string }>(request, 'staff.create', {
    name: `Е2Е ${role}`,
    login,
    role,
    groupIds,
    directions: [],
  });
  const token = created.link.split('/').pop();
  const password = 'пароль сотрудника 2026';
  await trpcAdminMutation(request, 'staff.setPassword', { token, password });
  const answer = await request.post('/trpc/auth.login', { data: { login, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const tokens = ((await answer.json()) as { result: { data: { token: string } } }).result.data;
  const context = await browser.newContext({
    baseURL: new URL(created.link).origin,
    viewport: page.viewportSize() ?? undefined,
  });
  const staff = await context.newPage();
  await staff.addInitScript((token) => {
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('token', token);
  }, tokens.token);
  return { staff, close: () => context.close() };
}

async function setUp(request: APIRequestContext, info: TestInfo, studentName: string) {
  const group = await trpcAdminMutation<Group>(request, 'groups.create', { name: unique(info, 'Каратэ') });
  await trpcAdminMutation(request, 'groups.setDirection', { id: group._id, direction: 'Karate' });
  const type = await trpcAdminMutation<PassType>(request, 'passTypes.create', {
    name: unique(info, 'Детский: 8 занятий'),
    directions: ['Karate'],
    classes: 8,
    validityDays: 30,
    validFrom: 'purchase',
    price: '3500',
    freezeDays: 7,
  });
  const { year, month } = currentYearMonth(new Date());
  const today = Number(clubDay(Date.now() / 1000).slice(8));
  await trpcAdminMutation(request, 'attendance.create', {
    group: group._id,
    month,
    year,
    studentName,
    days: [today],
    attendance: {},
  });
  const [member] = await adminQuery<MemberListItem[]>(request, 'members.list', { search: studentName });
  if (!member) throw new Error('the journal row made no member');
  return { group, type, member, year, month, today };
}

test.describe('members and passes', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a coach's tick takes a class off and the journal shows the pass; unticking gives it back; no amounts", async ({
    browser,
    page,
    request,
  }, info) => {
    const name = unique(info, 'Соколов Миша');
    const { group, type, member, year, month, today } = await setUp(request, info, name);
    await trpcAdminMutation(request, 'passes.sell', { memberId: member.id, passTypeId: type.id, method: 'cash' });
    const { staff: coach, close } = await staffPage(browser, request, page, 'coach', [group._id]);

    await coach.goto(`/admin/attendance-journal?group=${group._id}&month=${month}&year=${year}`);
    await expect(coach.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const line = coach.getByTestId('journal-pass');
    await expect(line).toContainText('Действует · осталось 8');
    const tick = coach.getByRole('checkbox', { name: t.markLabel(name, today, weekdayAbbr(year, month, today)) });
    await tick.check();
    await coach.getByRole('button', { name: j.saveAll }).click();
    await expect(coach.getByText(t.allSaved)).toBeVisible();
    await expect(line).toContainText('осталось 7');
    await expect(coach.locator('body')).not.toContainText('₽');
    // The mark's drawn box lies over the hidden checkbox: tap it, as a coach does.
    await tick.locator('xpath=..').click();
    await expect(tick).not.toBeChecked();
    await coach.getByRole('button', { name: j.saveAll }).click();
    await expect(line).toContainText('осталось 8');

    // The coach reads the member's card: the pass, no price, no payments, no phones.
    await coach.goto(`/admin/members/${member.id}`);
    await expect(coach.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(coach.getByText(type.name)).toBeVisible();
    await expect(coach.locator('body')).not.toContainText('₽');
    await expect(coach.getByRole('heading', { name: m.payments })).toHaveCount(0);
    await coach.screenshot({ path: info.outputPath('coach-card.png'), fullPage: true });
    await close();
  });

  test('a manager sells a pass in the gym and freezes it', async ({ browser, page, request }, info) => {
    const name = unique(info, 'Орлова Даша');
    const { type } = await setUp(request, info, name);
    const { staff: manager, close } = await staffPage(browser, request, page, 'manager', []);

    await manager.goto('/admin/members');
    await expect(manager.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await manager.getByRole('searchbox', { name: m.search }).fill(name);
    await manager.getByRole('link', { name }).click();
    await expect(manager.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(manager.getByText(m.noPasses)).toBeVisible();

    const sale = manager.getByRole('form', { name: m.sell });
    await sale.getByLabel(m.sellType).selectOption({ label: `${type.name} — 3\u202f500\u00a0₽` });
    await sale.getByLabel(m.sellMethod).selectOption('terminal');
    await sale.getByRole('button', { name: m.sellButton }).click();
    await expect(toast(manager, m.sold)).toBeVisible();
    await expect(manager.locator('.member-passes__item').filter({ hasText: type.name })).toContainText('Действует · осталось 8');
    await expect(manager.locator('.member-rows').first()).toContainText('терминал');

    await manager.getByRole('button', { name: m.freeze }).click();
    const freeze = manager.getByRole('form', { name: m.freeze });
    await freeze.getByLabel(m.freezeDays).fill('3');
    await freeze.getByLabel(m.reason).fill('Болеет');
    await freeze.getByRole('button', { name: m.apply }).click();
    await expect(toast(manager, m.done)).toBeVisible();
    const pass = manager.locator('.member-passes__item').filter({ hasText: type.name });
    await expect(pass).toContainText('Заморожен');
    await expect(pass).toContainText(m.freezeLeft(3, 7));
    await expect(manager.getByText('Болеет')).toBeVisible();
    await manager.screenshot({ path: info.outputPath('manager-card.png'), fullPage: true });
    await close();
  });
});
