import type { APIRequestContext } from '@playwright/test';
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
