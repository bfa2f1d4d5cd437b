import type { APIRequestContext, Page } from '@playwright/test';
import { trialsMessages } from '#shared/messages/screens/trials.ru';
import type { Application } from '#shared/schemas/application';
import { adminHeaders } from './admin-helpers';
import { expect } from './fixtures';

const LETTERS = 'абвгдежзиклмнопрстуфхцчшщэюя';

/** A surname no other test run uses (letters only, as the form allows), after a readable prefix. */
export function uniqueSurname(prefix = 'Тест'): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  while (n > 0) {
    word += LETTERS[n % LETTERS.length];
    n = Math.floor(n / LETTERS.length);
  }
  return `${prefix}${word}`;
}

/** The applications stored under this surname, read as the admin reads them. */
export async function storedApplications(request: APIRequestContext, lastname: string): Promise<Application[]> {
  const response = await request.get('/trpc/applications.list', { headers: await adminHeaders(request) });
  expect(response.ok(), await response.text()).toBe(true);
  const all = ((await response.json()) as { result: { data: Application[] } }).result.data;
  return all.filter((application) => application.lastname === lastname);
}

/**
 * Waits until the trial sessions for the chosen direction and age have loaded. Their list opens above
 * the consent box and moves it down: a click whose press and release straddle that move is released
 * elsewhere and ticks nothing (a fresh-clone CI run failed so once). A visitor sees the list settle
 * before ticking; the tests do the same.
 */
export async function waitForSessionChoices(page: Page): Promise<void> {
  const { hint, none } = trialsMessages.picker;
  await expect(page.getByText(hint, { exact: true }).or(page.getByText(none, { exact: true }))).toBeVisible();
}
