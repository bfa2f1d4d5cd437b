/**
 * What Telegram says about passes and money (docs/decisions/members-and-passes.md, 'Pass reminders'
 * and 'The club's chat hears of payments'): the reminders a family's chat gets from the club's bot,
 * and the club chat's lines about payments and refunds. Names only where the caller passes them.
 */

const STOP_HINT = 'Чтобы больше не получать сообщения, отправьте /stop.';

export interface PassReminderText {
  member: string;
  pass: string;
  /** Classes left; null for an unlimited pass. */
  classesLeft: number | null;
  /** The last valid day, already worded ('6 декабря'); null while the pass waits for its first class. */
  endsOn: string | null;
  /** The one-tap renewal address; null when the pass type is not sold on the site. */
  renewUrl: string | null;
}

const renewLine = (text: PassReminderText) =>
  text.renewUrl ? `Продлить абонемент на сайте: ${text.renewUrl}` : 'Продлить абонемент можно у администратора в зале.';

export const passTelegramMessages = {
  reminder: {
    oneLeft: (text: PassReminderText) =>
      [
        `${text.member}: на абонементе «${text.pass}» осталось одно занятие.`,
        ...(text.endsOn ? [`Абонемент действует по ${text.endsOn} включительно.`] : []),
        '',
        renewLine(text),
        '',
        STOP_HINT,
      ].join('\n'),
    endsSoon: (text: PassReminderText) =>
      [
        `${text.member}: абонемент «${text.pass}» заканчивается — действует по ${text.endsOn ?? ''} включительно.`,
        ...(text.classesLeft !== null ? [`Осталось занятий: ${text.classesLeft}.`] : []),
        '',
        renewLine(text),
        '',
        STOP_HINT,
      ].join('\n'),
  },
  club: {
    paid: (fields: { amount: string; pass: string; how: string; member: string | null; url: string }) =>
      [
        `Оплата: ${fields.amount}`,
        `Абонемент: «${fields.pass}»`,
        `Способ: ${fields.how}`,
        ...(fields.member ? [`Ученик: ${fields.member}`] : []),
        `Открыть: ${fields.url}`,
      ].join('\n'),
    refunded: (fields: { amount: string; pass: string; whole: boolean; member: string | null; url: string }) =>
      [
        `Возврат${fields.whole ? '' : ' части оплаты'}: ${fields.amount}`,
        `Абонемент: «${fields.pass}»${fields.whole ? ' (возвращён полностью)' : ''}`,
        ...(fields.member ? [`Ученик: ${fields.member}`] : []),
        `Открыть: ${fields.url}`,
      ].join('\n'),
    how: {
      cash: 'в зале, наличными',
      terminal: 'в зале, картой через терминал',
      sbp: 'на сайте, СБП (ЮKassa)',
      card: 'на сайте, картой (ЮKassa)',
    },
  },
} as const;
