import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import type { AppDeps } from '../deps';
import { AD_SETTINGS_KEY } from '../lib/ad';
import { defaultLawSettings, writeLawSettings } from '../lib/law-settings';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';
import { createContext } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';

const createCaller = createCallerFactory(appRouter);
let deps: AppDeps;
let admin: ReturnType<typeof createCaller>;
const visitor = () => createCaller(createContext(deps));
const operator = { name: 'ИП Иванов Иван Иванович', inn: '771234567890' };
const marking = { isAdvertising: true, advertiserName: 'ООО «Турнир»', advertiserInn: '7701234567', erid: 'Kra23f4Dh' };

beforeEach(async () => {
  deps = createTestDeps();
  admin = createCaller(createContext(deps, { authorization: await adminToken(deps) }));
  writeLawSettings(deps, { ...defaultLawSettings, operatorName: operator.name, operatorInn: operator.inn });
});
afterAll(cleanup);

describe('ad.updateMarking and ad.marking', () => {
  it('start as an advert by the operator with no token', async () => {
    await expect(admin.ad.marking()).resolves.toEqual({
      isAdvertising: true,
      advertiserName: '',
      advertiserInn: '',
      erid: '',
      operator,
    });
  });

  it('save the marking and keep the image, link and state', async () => {
    await admin.ad.updateRedirectUrl({ redirectUrl: 'https://tickets.example.org/event?id=5' });
    await admin.ad.toggle();
    await expect(admin.ad.updateMarking({ ...marking, erid: '  Kra23f4Dh ' })).resolves.toEqual({ ...marking, operator });
    await expect(visitor().ad.status()).resolves.toEqual({
      isActive: true,
      imageUrl: '',
      redirectUrl: 'https://tickets.example.org/event?id=5',
    });
    await expect(admin.ad.marking()).resolves.toMatchObject(marking);
  });

  it('accept an advert without a token (the editor only warns)', async () => {
    await expect(admin.ad.updateMarking({ ...marking, erid: '' })).resolves.toMatchObject({ erid: '' });
  });

  it.each([
    ['a token with a space', { erid: 'Kra23 f4Dh' }, 'Токен erid: латинские буквы и цифры'],
    ['a pasted link as the token', { erid: 'https://ord.example/Kra23f4Dh' }, 'Токен erid'],
    ['an INN of 11 digits', { advertiserInn: '77012345678' }, 'ИНН рекламодателя: 10 или 12 цифр'],
  ])('refuse %s with a Russian message and store nothing', async (_case, change, message) => {
    await expect(admin.ad.updateMarking({ ...marking, ...change })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.ad.updateMarking({ ...marking, ...change })).rejects.toThrow(message);
    await expect(admin.ad.marking()).resolves.toMatchObject({ erid: '', advertiserInn: '' });
  });

  it('require a token', async () => {
    await expect(visitor().ad.updateMarking(marking)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor().ad.marking()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('ad.popup', () => {
  it('names the operator when no advertiser is typed', async () => {
    await admin.ad.updateMarking({ ...marking, advertiserName: '', advertiserInn: '' });
    await expect(visitor().ad.popup()).resolves.toEqual({
      isActive: false,
      imageUrl: '',
      redirectUrl: '',
      marking: { advertiser: operator, erid: 'Kra23f4Dh' },
    });
  });

  it('names the typed advertiser, and has no marking when it is not an advert', async () => {
    await admin.ad.updateMarking(marking);
    await expect(visitor().ad.popup()).resolves.toMatchObject({
      marking: { advertiser: { name: 'ООО «Турнир»', inn: '7701234567' }, erid: 'Kra23f4Dh' },
    });
    await admin.ad.updateMarking({ ...marking, isAdvertising: false });
    await expect(visitor().ad.popup()).resolves.toMatchObject({ marking: null });
  });

  it('reads a stored ad written before the marking existed with the defaults', async () => {
    // Stored as an older version did (no marking fields), straight into the table: writeAd would refuse it.
    const value = { isActive: true, imageUrl: '/uploads/ad/a.gif', redirectUrl: 'https://example.org' };
    deps.db.insert(settings).values({ key: AD_SETTINGS_KEY, value, updatedAt: deps.now() }).run();
    await expect(visitor().ad.popup()).resolves.toEqual({
      isActive: true,
      imageUrl: '/uploads/ad/a.gif',
      redirectUrl: 'https://example.org',
      marking: { advertiser: operator, erid: '' },
    });
  });
});

describe('the legacy ad calls with a marking stored', () => {
  it('answer exactly the three fields they always had', async () => {
    const app = createTestApp(deps);
    const authorization = await adminToken(deps);
    await admin.ad.updateMarking(marking);
    const status = await app.request('/api/admin/ad-status');
    expect(await status.json()).toEqual({ isActive: false, imageUrl: '', redirectUrl: '' });
    const toggled = await app.request('/api/admin/toggle-ad', { method: 'POST', headers: { authorization } });
    expect(await toggled.json()).toEqual({ isActive: true, imageUrl: '', redirectUrl: '' });
    const linked = await app.request('/api/admin/update-ad-redirect-url', {
      method: 'POST',
      body: JSON.stringify({ redirectUrl: 'https://example.org/t' }),
      headers: { 'content-type': 'application/json', authorization },
    });
    expect(await linked.json()).toEqual({ isActive: true, imageUrl: '', redirectUrl: 'https://example.org/t' });
    await expect(admin.ad.marking()).resolves.toMatchObject(marking);
  });
});
