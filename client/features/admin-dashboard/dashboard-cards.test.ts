import { describe, expect, it } from 'vitest';
import { cardText } from './card-text';
import { cardsFor, dashboardCards, pageAllowed } from './dashboard-cards';

describe('the dashboard by role', () => {
  it('gives a coach the journal, the members of their groups and the trial sessions only', () => {
    expect(cardsFor('coach').map((card) => card.key)).toEqual(['journal', 'members', 'trials']);
  });

  it('keeps staff and site settings for the owner', () => {
    const manager = cardsFor('manager').map((card) => card.key);
    expect(manager).not.toContain('staff');
    expect(manager).not.toContain('settings');
    expect(manager).toContain('products');
    expect(cardsFor('owner')).toEqual(dashboardCards);
  });
});

describe('the pages a role may open', () => {
  it('opens a card’s page and its sub-pages for the card’s roles', () => {
    expect(pageAllowed('coach', '/admin/attendance-journal')).toBe(true);
    expect(pageAllowed('coach', '/admin/trials/')).toBe(true);
    expect(pageAllowed('coach', '/admin-dashboard')).toBe(true);
    expect(pageAllowed('coach', '/admin-products')).toBe(false);
    expect(pageAllowed('coach', '/admin/staff')).toBe(false);
    expect(pageAllowed('manager', '/admin/staff')).toBe(false);
    expect(pageAllowed('manager', '/admin/settings')).toBe(false);
    expect(pageAllowed('owner', '/admin/staff')).toBe(true);
  });

  it('keeps pages without a card (trial slots) for the office', () => {
    expect(pageAllowed('coach', '/admin/trial-slots')).toBe(false);
    expect(pageAllowed('manager', '/admin/trial-slots')).toBe(true);
    // '/admin/trials' is not a prefix match of '/admin/trial-slots'.
    expect(pageAllowed('coach', '/admin/trialsx')).toBe(false);
  });
});

describe('the journal of actions', () => {
  it('is the owner’s only, on the dashboard and as a page', () => {
    expect(cardsFor('owner').map((card) => card.key)).toContain('audit');
    expect(cardsFor('manager').map((card) => card.key)).not.toContain('audit');
    expect(cardsFor('coach').map((card) => card.key)).not.toContain('audit');
    expect(pageAllowed('owner', '/admin/audit')).toBe(true);
    expect(pageAllowed('manager', '/admin/audit')).toBe(false);
    expect(pageAllowed('coach', '/admin/audit')).toBe(false);
  });
});

describe('the cards’ words', () => {
  it('tell a coach the trial sessions are their directions’ newcomers to mark came or no-show, with no slots', () => {
    const trials = cardText('trials', 'coach');
    expect(trials).toContain('ваших направлениях');
    expect(trials).toContain('«Пришёл»');
    expect(trials).toContain('«Не пришёл»');
    expect(trials).not.toMatch(/слот|мест/);
    expect(cardText('journal', 'coach')).toContain('Ваши группы');
  });

  it('keep the office’s words for the owner and a manager', () => {
    expect(cardText('trials', 'manager')).toBe('Кто придёт, отметки, слоты и места');
    expect(cardText('trials', 'owner')).toBe(cardText('trials', 'manager'));
    expect(cardText('audit', 'owner')).toBe('Кто, когда и что изменил');
  });
});

describe('the pages editors', () => {
  it('are for the owner and the manager, not a coach', () => {
    expect(cardsFor('owner').map((card) => card.key)).toContain('pages');
    expect(cardsFor('manager').map((card) => card.key)).toContain('pages');
    expect(pageAllowed('manager', '/admin/pages/direction:boxing')).toBe(true);
    expect(pageAllowed('coach', '/admin/pages')).toBe(false);
    expect(pageAllowed('coach', '/admin/pages/about')).toBe(false);
  });
});

describe('Вход и сеансы', () => {
  it('opens for every role, apart from the editors’ cards', () => {
    for (const role of ['owner', 'manager', 'coach'] as const) expect(pageAllowed(role, '/admin/account')).toBe(true);
    expect(dashboardCards.map((card) => card.key)).not.toContain('account');
  });
});
