/**
 * The date the privacy policy's current edition took effect. The policy page shows it under the
 * title and the sitemap gives it as the page's lastmod; it lives here, apart from the policy's long
 * text (client/features/privacy/content.ts), so the server reads one date without the text.
 */
export const policyEdition = { isoDate: '2026-11-26', label: 'Редакция от 26 ноября 2026 г.' } as const;
