import type { Challenge } from 'altcha-lib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../db/schema';
import type { AppDeps } from '../deps';
import { solveAltcha } from '../test/captcha';
import { cleanup, createTestApp, createTestDeps } from '../test/test-app';

const fields = { name: 'Мария', lastname: 'Иванова', phone: '+7 900 123-45-67', age: '25', direction: "Women's self-defense" };
let deps: AppDeps;
let app: ReturnType<typeof createTestApp>;

beforeEach(() => {
  deps = createTestDeps();
  app = createTestApp(deps);
});
afterAll(cleanup);

async function challenge(): Promise<Challenge> {
  const response = await app.request('/api/applications/captcha-challenge');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
}

const submit = (body: unknown) =>
  app.request('/api/applications/submit-application', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('POST /api/applications/submit-application', () => {
  it('accepts the legacy form payload with a solved captcha', async () => {
    const response = await submit({ ...fields, recaptchaResponse: await solveAltcha(await challenge()) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Заявка успешно отправлена' });
    expect(deps.db.select().from(applications).all()).toEqual([expect.objectContaining({ ...fields, age: 25, consent: false })]);
  });

  it('answers failures as text with a 4xx: captcha missing, wrong or replayed', async () => {
    const missing = await submit(fields);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe('Пожалуйста, подтвердите, что вы не робот.');

    const wrong = await submit({ ...fields, recaptchaResponse: 'made-up' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe('Пожалуйста, подтвердите, что вы не робот.');

    const payload = await solveAltcha(await challenge());
    expect((await submit({ ...fields, recaptchaResponse: payload })).status).toBe(200);
    const replay = await submit({ ...fields, recaptchaResponse: payload });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toBe('Пожалуйста, подтвердите, что вы не робот.');
    expect(deps.db.select().from(applications).all()).toHaveLength(1);
  });

  it('names the bad field in the text', async () => {
    const recaptchaResponse = await solveAltcha(await challenge());
    const age = await submit({ ...fields, age: '2', recaptchaResponse });
    expect(age.status).toBe(400);
    expect(await age.text()).toBe('Возраст должен быть числом от 3 до 60');
    const direction = await submit({ ...fields, direction: 'Sumo', recaptchaResponse });
    expect(await direction.text()).toBe('Направление: выберите из списка');
    const broken = await submit('{"name":');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe('Некорректное тело запроса: ожидается JSON');
    const several = await submit({ recaptchaResponse });
    expect(await several.text()).toBe(
      'Имя: обязательное поле; Фамилия: обязательное поле; Телефон: обязательное поле; Возраст должен быть числом от 3 до 60; Направление: выберите из списка',
    );
    const wrongType = await submit({ ...fields, name: { first: 'x' }, recaptchaResponse });
    expect(await wrongType.text()).toBe('Имя: обязательное поле');
    expect(deps.db.select().from(applications).all()).toHaveLength(0);
  });
});
