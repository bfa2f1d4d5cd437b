/** The dashboard's money block and the accountant's CSV (shared/schemas/revenue.ts). */
export const revenueSchemaMessages = {
  month: 'Месяц: в формате ГГГГ-ММ, например 2026-12',
} as const;
