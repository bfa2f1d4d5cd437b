import { describe, expect, it } from 'vitest';
import { analyticsSentence, consentCheckbox, EMAIL_FALLBACK, fillPolicyTokens, policySections, privacyPath } from './content';

const club = {
  clubName: 'Академия единоборств',
  address: 'ул. Спортивная, 1, 2 этаж',
  email: 'club@example.ru',
  retentionMonths: '12',
  processors: 'Сторонние сервисы не привлекаются.',
  analytics: analyticsSentence(false),
};

describe('privacy policy content', () => {
  it('fills every token and leaves none behind', () => {
    const text = policySections.flatMap((section) => section.paragraphs.map((p) => fillPolicyTokens(p, club))).join('\n');
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain('Оператор персональных данных: Академия единоборств.');
    expect(text).toContain('(club@example.ru)');
    expect(text).toContain('по адресу ул. Спортивная, 1, 2 этаж');
  });

  it('uses only the documented tokens', () => {
    const tokens = new Set(policySections.flatMap((s) => s.paragraphs.flatMap((p) => p.match(/\{[^}]+\}/g) ?? [])));
    expect([...tokens].sort()).toEqual([
      '{address}',
      '{analytics}',
      '{clubName}',
      '{email}',
      '{processors}',
      '{retentionMonths}',
    ]);
  });

  it('names the retention period, and Metrica only when a counter is set', () => {
    const text = policySections.flatMap((section) => section.paragraphs.map((p) => fillPolicyTokens(p, club))).join('\n');
    expect(text).toContain('по истечении 12 мес.');
    expect(text).not.toContain('Яндекс Метрика');
    const withMetrica = policySections
      .flatMap((section) => section.paragraphs.map((p) => fillPolicyTokens(p, { ...club, analytics: analyticsSentence(true) })))
      .join('\n');
    expect(withMetrica).toContain('Яндекс Метрика');
    expect(withMetrica).toContain('только после того, как посетитель нажал «Разрешить»');
  });

  it('replaces an empty e-mail with a phrase instead of leaving a gap', () => {
    expect(fillPolicyTokens('почте ({email})', { ...club, email: '  ' })).toBe(`почте (${EMAIL_FALLBACK})`);
  });

  it('covers what 152-FZ asks a policy to say', () => {
    const headings = policySections.map((s) => s.heading).join(' ');
    for (const topic of ['Оператор', 'Цели', 'Правовые основания', 'Сроки', 'Передача', 'Права субъекта', 'Меры', 'cookie']) {
      expect(headings).toContain(topic);
    }
    expect(consentCheckbox.href).toBe('/soglasie');
    expect(consentCheckbox.policyHref).toBe(privacyPath);
  });
});
