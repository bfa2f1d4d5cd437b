import { maxChars, requiredField } from './common.ru';

/** The buy form and the refund (shared/schemas/payments.ts). */
export const paymentsSchemaMessages = {
  passTypeRequired: 'Выберите абонемент',
  fullNameRequired: requiredField('Имя и фамилия ученика'),
  fullNameTooLong: maxChars('Имя и фамилия ученика', 100),
  birthDateFormat: 'Дата рождения: укажите дату',
  guardianTooLong: maxChars('Родитель или опекун', 100),
  phoneFormat: 'Телефон: введите номер в формате +7 999 999-99-99',
  emailFormat: 'E-mail: проверьте адрес, на него придёт чек',
  emailTooLong: maxChars('E-mail', 254),
  offerRequired: 'Подтвердите согласие с офертой',
  consentRequired: 'Подтвердите согласие на обработку персональных данных',
  methodRequired: 'Выберите способ оплаты: карта или СБП',
  renewalRequired: 'Ссылка продления недействительна',
  tokenRequired: 'Платёж не найден. Проверьте ссылку.',
  refundAmount: 'Сумма возврата: больше нуля, в копейках',
  reasonRequired: requiredField('Причина возврата'),
  reasonTooLong: maxChars('Причина возврата', 500),
  vatCode: 'Ставка НДС: код от 1 до 12 по справочнику ЮKassa',
  addresses: 'Адреса уведомлений: IP-адреса или диапазоны CIDR, по одному в строке',
  offerBodyRequired: requiredField('Текст оферты'),
  offerBodyTooLong: maxChars('Текст оферты', 100000),
} as const;
