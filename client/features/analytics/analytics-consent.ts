/**
 * The visitor's answer to the analytics banner, kept in localStorage so a refusal is remembered
 * across visits and the banner is not shown again. Nothing is stored before the visitor answers.
 */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

export type AnalyticsChoice = 'granted' | 'denied';

export function readAnalyticsChoice(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): AnalyticsChoice | null {
  try {
    const value = storage?.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function rememberAnalyticsChoice(
  choice: AnalyticsChoice,
  storage: Pick<Storage, 'setItem'> | null = safeLocalStorage(),
): void {
  try {
    storage?.setItem(ANALYTICS_CONSENT_KEY, choice);
  } catch {
    // Private mode without storage: the answer holds for this page only.
  }
}

/** What to do once the page is idle: nothing without a counter, the counter after consent, else ask. */
export function analyticsAction(counterId: string, choice: AnalyticsChoice | null): 'none' | 'load' | 'ask' {
  if (!counterId) return 'none';
  if (choice === 'granted') return 'load';
  if (choice === 'denied') return 'none';
  return 'ask';
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
