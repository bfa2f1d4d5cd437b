import { describe, expect, it } from 'vitest';
import {
  INTERACTION_TARGET_MAX_LENGTH,
  isInteractionTarget,
  NOT_FOUND_ROUTE,
  rateVital,
  VITAL_METRIC_ID_PATTERN,
  vitalRoute,
} from './web-vitals';

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

describe('VITAL_METRIC_ID_PATTERN', () => {
  // web-vitals 6 writes `v6-${Date.now()}-${13 random digits}` (its lib/generateUniqueID); e2e/vitals.spec.ts
  // sends real ones.
  it("takes web-vitals' own ids of a metric and nothing that could carry text", () => {
    expect('v6-1795800000000-4823917465021').toMatch(VITAL_METRIC_ID_PATTERN);
    for (const id of ['', 'v6-1795800000000', 'v6-1795800000000-48239a7465021', 'ivan@example.com', 'v6-1-2-3', ' v6-1-2']) {
      expect(id).not.toMatch(VITAL_METRIC_ID_PATTERN);
    }
  });
});
