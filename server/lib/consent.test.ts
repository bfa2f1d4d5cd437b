import { afterAll, describe, expect, it } from 'vitest';
import { defaultConsentBody, NO_PROCESSORS } from '#shared/content/consent.ru';
import { cleanup, createTestDeps } from '../test/test-app';
import { createEdition, currentEdition, listEditions, renderEdition } from './consent';
import { defaultLawSettings, writeLawSettings } from './law-settings';
import { defaultSiteSettings, writeSiteSettings } from './site-settings';

afterAll(cleanup);

describe('consent editions', () => {
  it('writes the first edition from the default text and keeps old editions unchanged', () => {
    const clock = { now: 1_790_000_000 };
    const deps = createTestDeps({ now: () => clock.now });
    const first = currentEdition(deps);
    expect(first).toMatchObject({ id: 1, body: defaultConsentBody, effectiveAt: clock.now });
    expect(currentEdition(deps).id).toBe(1);

    expect(createEdition(deps, `${defaultConsentBody}\r\n`).created).toBe(false);
    clock.now += 100;
    const { edition, created } = createEdition(deps, `${defaultConsentBody}\n\n9. Дополнительный пункт.`);
    expect(created).toBe(true);
    expect(edition).toMatchObject({ id: 2, effectiveAt: clock.now });
    expect(currentEdition(deps).id).toBe(2);
    expect(listEditions(deps).map((e) => [e.id, e.body === defaultConsentBody])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('fills the operator, INN, address, term and the services in use', () => {
    const deps = createTestDeps({ env: { TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_CHAT_ID: '5' } });
    writeSiteSettings(deps, { ...defaultSiteSettings, city: 'Казань', address: 'ул. Спортивная, 1', email: 'club@example.ru' });
    writeLawSettings(deps, {
      ...defaultLawSettings,
      operatorName: 'ИП Иванов Иван Иванович',
      operatorInn: '123456789012',
      retentionMonths: 6,
    });
    const { text, edition } = renderEdition(deps, currentEdition(deps));
    expect(edition).toBe(1);
    expect(text).toContain('оператору ИП Иванов Иван Иванович, ИНН 123456789012, адрес: Казань, ул. Спортивная, 1');
    expect(text).toContain('не дольше 6 мес.');
    expect(text).toContain('(club@example.ru)');
    expect(text).toContain('мессенджер Telegram');
    expect(text).not.toContain('Яндекс Метрика');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('names no processors when none is configured', () => {
    const deps = createTestDeps();
    expect(renderEdition(deps, currentEdition(deps)).text).toContain(NO_PROCESSORS);
  });
});
