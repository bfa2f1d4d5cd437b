import fs from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { serverMessages } from '#shared/messages/server.ru';
import { currentYearMonth, weekdayAbbr } from '#shared/rules/dates';
import { publicStudentName } from '#shared/rules/names';
import type { AttendanceRecord } from '#shared/schemas/attendance';
import type { Group } from '#shared/schemas/group';
import { adminHeaders, loginAsAdmin, trpcAdminMutation } from './admin-helpers';
import { expect, test } from './isolated';

const j = serverMessages.journal;
const t = serverMessages.adminJournalEditor;

/** A name no other test (or the other project's run of this one) uses. */
const unique = (info: TestInfo, label: string) => `${label} ${info.project.name} ${Date.now().toString(36)}`;

async function makeGroup(request: APIRequestContext, name: string): Promise<Group> {
  return trpcAdminMutation<Group>(request, 'groups.create', { name });
}

async function makeRecord(
  request: APIRequestContext,
  input: { group: string; month: number; year: number; studentName: string; days: number[] },
): Promise<AttendanceRecord> {
  return trpcAdminMutation<AttendanceRecord>(request, 'attendance.create', { ...input, attendance: {} });
}

async function openJournal(page: Page, search: { group: string; month: number; year: number }) {
  await loginAsAdmin(page);
  await page.goto(`/admin/attendance-journal?group=${search.group}&month=${search.month}&year=${search.year}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

const mark = (page: Page, name: string, year: number, month: number, day: number) =>
  page.getByRole('checkbox', { name: t.markLabel(name, day, weekdayAbbr(year, month, day)) });

const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('admin attendance journal', () => {
  // Several screens, uploads and page loads per test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('marks, renames, manages days and students, saves; the public journal shows it', async ({ page, request }, info) => {
    const { year, month } = currentYearMonth(new Date());
    const group = await makeGroup(request, unique(info, 'Журнал'));
    const anna = await makeRecord(request, { group: group._id, month, year, studentName: 'Иванова Анна', days: [2, 5] });
    await makeRecord(request, { group: group._id, month, year, studentName: 'Петров Пётр', days: [2, 5] });
    await openJournal(page, { group: group._id, month, year });

    await expect(combo(page, j.group)).toHaveValue(group._id);
    await expect(combo(page, j.month)).toHaveValue(String(month));
    await expect(page.getByRole('columnheader', { name: new RegExp(`^2\\s*${weekdayAbbr(year, month, 2)}`) })).toBeVisible();

    // Attendance and a rename.
    await mark(page, 'Иванова Анна', year, month, 2).check();
    await page.getByLabel(t.studentNameLabel(2)).fill('Сидоров Пётр');
    await expect(page.getByText(t.unsavedRows(2))).toBeVisible();

    // Days: 31 is fine, 32 and a day already there are refused.
    const dayInput = page.getByLabel(t.dayNumber);
    await dayInput.fill('32');
    await page.getByRole('button', { name: j.addDay }).click();
    await expect(page.getByText(j.dayInvalid)).toBeVisible();
    await dayInput.fill('5');
    await page.getByRole('button', { name: j.addDay }).click();
    await expect(page.getByText(j.dayInvalid)).toBeVisible();
    await dayInput.fill('31');
    await page.getByRole('button', { name: j.addDay }).click();
    await expect(page.getByText(j.dayInvalid)).toBeHidden();
    await expect(mark(page, 'Иванова Анна', year, month, 31)).toBeVisible();
    // ...and a day goes with its column.
    await page.getByRole('button', { name: t.removeDayLabel(5, weekdayAbbr(year, month, 5)) }).click();
    await expect(mark(page, 'Иванова Анна', year, month, 5)).toHaveCount(0);

    await page.getByRole('button', { name: j.saveAll }).click();
    await expect(toast(page, j.updated)).toBeVisible();
    await expect(page.getByText(t.allSaved)).toBeVisible();

    await page.reload();
    await expect(mark(page, 'Иванова Анна', year, month, 2)).toBeChecked();
    await expect(mark(page, 'Иванова Анна', year, month, 31)).not.toBeChecked();
    await expect(mark(page, 'Иванова Анна', year, month, 5)).toHaveCount(0);
    await expect(page.getByLabel(t.studentNameLabel(2))).toHaveValue('Сидоров Пётр');

    // Add and delete a student; the new one gets the month's days.
    await page.getByLabel(t.newStudentName).fill('Орлова Мария');
    await page.getByRole('button', { name: j.addStudent }).click();
    await expect(toast(page, j.recordAdded)).toBeVisible();
    await expect(mark(page, 'Орлова Мария', year, month, 31)).toBeVisible();
    await page.getByRole('button', { name: t.deleteRecordLabel('Орлова Мария') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.confirmDeleteRecord('Орлова Мария'));
    await dialog.getByRole('button', { name: t.confirmDelete }).click();
    await expect(toast(page, j.recordDeleted)).toBeVisible();
    await expect(page.getByLabel(t.studentNameLabel(3))).toHaveCount(0);

    // The stored data, through the legacy API the public page family reads.
    const api = await request.get(`/api/attendance?group=${group._id}&month=${month}`, { headers: await adminHeaders(request) });
    const stored = (await api.json()) as AttendanceRecord[];
    expect(stored.map((record) => record.studentName)).toEqual(['Иванова Анна', 'Сидоров Пётр']);
    expect(stored.find((record) => record._id === anna._id)).toMatchObject({ days: [2, 31], attendance: { '2': true } });

    // The public journal shows the mark.
    await page.goto(`/attendance-journal?group=${group._id}&month=${month}&year=${year}`);
    const publicRow = page.getByRole('row').filter({ hasText: publicStudentName('Иванова Анна', false) });
    await expect(publicRow).toBeVisible();
    await expect(publicRow.locator('.mark--present')).toHaveCount(1);
  });

  test('groups: add, rename, delete', async ({ page, request }, info) => {
    const { year, month } = currentYearMonth(new Date());
    const existing = await makeGroup(request, unique(info, 'Основа'));
    await openJournal(page, { group: existing._id, month, year });
    const name = unique(info, 'Новая группа');

    await page.getByLabel(t.newGroupName).fill(name);
    await page.getByRole('button', { name: j.addGroup }).click();
    await expect(toast(page, j.groupAdded)).toBeVisible();
    // The new group is selected and empty.
    await expect(combo(page, j.group).locator('option:checked')).toHaveText(name);
    await expect(page.getByText(j.noData)).toBeVisible();

    await page.getByRole('button', { name: t.renameGroupLabel(name) }).click();
    const renamed = `${name} (вечер)`;
    await page.getByLabel(t.groupNameLabel(name)).fill(renamed);
    await page.getByRole('button', { name: serverMessages.common.save, exact: true }).click();
    await expect(toast(page, j.groupUpdated)).toBeVisible();
    await expect(combo(page, j.group).locator('option:checked')).toHaveText(renamed);

    await page.getByRole('button', { name: t.deleteGroupLabel(renamed) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmDelete }).click();
    await expect(toast(page, j.groupDeleted)).toBeVisible();
    await expect(combo(page, j.group).locator('option', { hasText: renamed })).toHaveCount(0);
  });

  test('copies December to January of the next year and opens it', async ({ page, request }, info) => {
    const group = await makeGroup(request, unique(info, 'Копия'));
    await makeRecord(request, { group: group._id, month: 12, year: 2026, studentName: 'Кузнецов Илья', days: [7, 9] });
    await openJournal(page, { group: group._id, month: 12, year: 2026 });
    await expect(page.getByLabel(t.studentNameLabel(1))).toHaveValue('Кузнецов Илья');

    await page.getByRole('button', { name: j.copyToNextMonth }).click();
    await expect(toast(page, j.copied)).toBeVisible();
    await expect(combo(page, j.month)).toHaveValue('1');
    await expect(combo(page, t.year)).toHaveValue('2027');
    await expect(page).toHaveURL(/month=1&year=2027|year=2027.*month=1/);
    await expect(page.getByLabel(t.studentNameLabel(1))).toHaveValue('Кузнецов Илья');
    // Mon 7 and Wed 9 December 2026 become every Monday and Wednesday of January 2027.
    await expect(mark(page, 'Кузнецов Илья', 2027, 1, 4)).toBeVisible();
    await expect(mark(page, 'Кузнецов Илья', 2027, 1, 6)).toBeVisible();
  });

  test('downloads the month as CSV for Excel (BOM, semicolons)', async ({ page, request }, info) => {
    const { year, month } = currentYearMonth(new Date());
    const group = await makeGroup(request, unique(info, 'CSV'));
    const record = await makeRecord(request, { group: group._id, month, year, studentName: 'Смирнова Ольга', days: [3] });
    await trpcAdminMutation(request, 'attendance.save', {
      attendance: [{ _id: record._id, month, year, days: [3], attendance: { '3': true } }],
    });
    await openJournal(page, { group: group._id, month, year });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Журнал_.*\.csv$/);
    const bytes = fs.readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(`${j.studentName};3 ${weekdayAbbr(year, month, 3)};${j.exportTotal}`);
    expect(lines[1]).toBe('Смирнова Ольга;+;1');
  });

  test('asks before switching month with unsaved marks; the journal logout signs out', async ({ page, request }, info) => {
    const group = await makeGroup(request, unique(info, 'Правки'));
    await makeRecord(request, { group: group._id, month: 3, year: 2026, studentName: 'Волков Денис', days: [2] });
    await openJournal(page, { group: group._id, month: 3, year: 2026 });
    await mark(page, 'Волков Денис', 2026, 3, 2).check();

    await combo(page, j.month).selectOption('4');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t.unsavedSwitch);
    await dialog.getByRole('button', { name: t.stay }).click();
    await expect(combo(page, j.month)).toHaveValue('3');
    await expect(mark(page, 'Волков Денис', 2026, 3, 2)).toBeChecked();

    await combo(page, j.month).selectOption('4');
    await page.getByRole('dialog').getByRole('button', { name: t.discard }).click();
    await expect(combo(page, j.month)).toHaveValue('4');
    await expect(page.getByText(j.noData)).toBeVisible();

    await page.getByRole('button', { name: t.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/authorization-account/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
