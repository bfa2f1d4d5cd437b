/** The audit log's filters and retention setting (shared/schemas/audit.ts). */
export const auditSchemaMessages = {
  retentionMonths: (min: number, max: number) => `Срок хранения: целое число месяцев от ${min} до ${max}`,
  date: 'Дата: укажите в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата «по» не может быть раньше даты «с»',
  person: 'Сотрудник: выберите из списка',
  kind: 'Раздел: выберите из списка',
  page: 'Страница: целое число от 1',
};
