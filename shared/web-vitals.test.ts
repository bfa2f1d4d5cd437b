import { describe, expect, it } from 'vitest';
import { INTERACTION_TARGET_MAX_LENGTH, isInteractionTarget, NOT_FOUND_ROUTE, rateVital, vitalRoute } from './web-vitals';

describe('rateVital', () => {
  it("uses Google's thresholds: good up to and including the first, poor above the second", () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 350)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.2)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.3)).toBe('poor');
  });
});

describe('vitalRoute', () => {
  it('keeps a public page, ignoring case and a trailing slash', () => {
    expect(vitalRoute('/')).toBe('/');
    expect(vitalRoute('/mma')).toBe('/mma');
    expect(vitalRoute('/MMA/')).toBe('/mma');
  });

  it('counts every other address as the 404 page, so no visitor-typed text is stored', () => {
    expect(vitalRoute('/no-such-page')).toBe(NOT_FOUND_ROUTE);
    expect(vitalRoute('/mma/ivan-petrov')).toBe(NOT_FOUND_ROUTE);
  });
});

describe('isInteractionTarget', () => {
  it('accepts the short selectors the reporter writes', () => {
    expect(isInteractionTarget('button.navbar__toggle')).toBe(true);
    expect(isInteractionTarget('nav.site-footer__column a.site-footer__link')).toBe(true);
    expect(isInteractionTarget('input[name="firstname"]')).toBe(true);
    expect(isInteractionTarget('div[data-testid="quick-view-backdrop"]')).toBe(true);
    expect(isInteractionTarget('button#menu-toggle')).toBe(true);
  });

  it('refuses text, values and anything longer than the limit', () => {
    expect(isInteractionTarget('')).toBe(false);
    expect(isInteractionTarget('button Записаться')).toBe(false);
    expect(isInteractionTarget('input[value="+7 916 123-45-67"]')).toBe(false);
    expect(isInteractionTarget('a[href="mailto:ivan@example.com"]')).toBe(false);
    expect(isInteractionTarget('<script>')).toBe(false);
    expect(isInteractionTarget('.leading-class')).toBe(false);
    expect(isInteractionTarget(`a${'b'.repeat(INTERACTION_TARGET_MAX_LENGTH)}`)).toBe(false);
    expect(isInteractionTarget(`a${'b'.repeat(INTERACTION_TARGET_MAX_LENGTH - 1)}`)).toBe(true);
  });
});
