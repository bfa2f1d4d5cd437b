import { describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_KEY, analyticsAction, readAnalyticsChoice, rememberAnalyticsChoice } from './analytics-consent';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('analytics consent', () => {
  it('does nothing without a counter, whatever was answered', () => {
    expect(analyticsAction('', null)).toBe('none');
    expect(analyticsAction('', 'granted')).toBe('none');
  });

  it('asks when there is a counter and no answer; loads only after acceptance; a refusal stays', () => {
    expect(analyticsAction('12345678', null)).toBe('ask');
    expect(analyticsAction('12345678', 'granted')).toBe('load');
    expect(analyticsAction('12345678', 'denied')).toBe('none');
  });

  it('remembers the answer and ignores anything else stored under the key', () => {
    const storage = memoryStorage();
    expect(readAnalyticsChoice(storage)).toBeNull();
    rememberAnalyticsChoice('denied', storage);
    expect(storage.map.get(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(readAnalyticsChoice(storage)).toBe('denied');
    storage.map.set(ANALYTICS_CONSENT_KEY, 'yes');
    expect(readAnalyticsChoice(storage)).toBeNull();
  });
});
