import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/schemas/settings';
import type { AppDeps } from '../deps';
import { defaultSiteSettings } from '../lib/site-settings';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
let deps: AppDeps;
beforeEach(() => {
  deps = createTestDeps();
});
afterAll(cleanup);

const changed: SiteSettings = {
  ...defaultSiteSettings,
  clubName: 'Академия «Барс»',
  phone: '+7 912 000-11-22',
  city: 'Курган',
  address: 'ул. Ленина, 1',
  vkUrl: 'https://vk.com/club1',
  journalShowFullNames: true,
};

describe('settings', () => {
  it('serves valid defaults before anything is saved', async () => {
    await expect(createCaller(createContext(deps)).settings.get()).resolves.toEqual(defaultSiteSettings);
  });

  it('lets the admin save, and everyone read the saved settings', async () => {
    const admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
    await expect(admin.settings.update(changed)).resolves.toEqual(changed);
    await expect(createCaller(createContext(deps)).settings.get()).resolves.toEqual(changed);
    const response = await createTestApp(deps).request('/api/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(changed);
  });

  it('names bad fields in Russian and keeps the old value', async () => {
    const admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
    await expect(admin.settings.update({ ...changed, phone: '' })).rejects.toThrow('Телефон: обязательное поле');
    await expect(admin.settings.update({ ...changed, vkUrl: 'ftp://x' })).rejects.toThrow(
      'Ссылка должна начинаться с http:// или https://',
    );
    await expect(createCaller(createContext(deps)).settings.get()).resolves.toEqual(defaultSiteSettings);
  });

  it('requires a token to save', async () => {
    await expect(createCaller(createContext(deps)).settings.update(changed)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
