/** What the club's Telegram bot and the club chat notification say. */

export interface VisitText {
  /** 'Пробное занятие: Бокс' or similar. */
  title: string;
  /** The visit's day and time in the club's zone, already formatted. */
  when: string;
  address: string;
  checklist: string;
  cancelUrl: string | null;
}

const visitLines = (visit: VisitText) => [
  `${visit.title}`,
  `Когда: ${visit.when}`,
  `Адрес: ${visit.address}`,
  ...(visit.checklist ? [`С собой: ${visit.checklist}`] : []),
  ...(visit.cancelUrl ? [`Не получается прийти? Отменить или перенести запись: ${visit.cancelUrl}`] : []),
];

const STOP_HINT = 'Чтобы больше не получать сообщения, отправьте /stop.';

export const telegramBotCopy = {
  /** The offer on the confirmation screen. */
  offerButton: 'Напомнить в Telegram',
  offerHint: 'Откроется чат с ботом клуба: нажмите «Запустить», и мы напомним о занятии накануне вечером и за два часа.',
  linkedWithVisit: (clubName: string, visit: VisitText) =>
    [
      `${clubName}: напоминания включены.`,
      '',
      ...visitLines(visit),
      '',
      'Напомним накануне вечером и за два часа до начала.',
      STOP_HINT,
    ].join('\n'),
  linkedWithoutVisit: (clubName: string) =>
    [
      `${clubName}: заявка получена, сообщения включены.`,
      'Администратор свяжется с вами, чтобы договориться о пробном занятии; когда вы запишетесь, мы напомним о нём здесь.',
      STOP_HINT,
    ].join('\n'),
  alreadyLinkedElsewhere: 'Эта ссылка уже подключена в другом чате. Если это ошибка, свяжитесь с клубом.',
  unknownToken: 'Ссылка устарела или заявка уже удалена. Оставьте новую заявку на сайте клуба.',
  welcome: (clubName: string) =>
    `Это бот ${clubName}: он напоминает о записи на занятия. Откройте ссылку «Напомнить в Telegram» после заявки на сайте.`,
  stopped: 'Готово: сообщения отключены. Вернуть их можно, снова открыв ссылку из заявки.',
  nothingToStop: 'Сообщения и так не приходят в этот чат.',
  evening: (visit: VisitText) => ['Напоминаем: завтра занятие.', '', ...visitLines(visit), '', STOP_HINT].join('\n'),
  twoHours: (visit: VisitText) => ['Через два часа занятие, ждём вас!', '', ...visitLines(visit)].join('\n'),
  cancelled: (title: string) => `Запись отменена: ${title}. Будем рады видеть вас в другой раз — запишитесь на сайте клуба.`,
  promoted: (visit: VisitText) =>
    ['Освободилось место: вы записаны!', '', ...visitLines(visit), '', 'Напомним накануне вечером и за два часа.'].join('\n'),
  /** A booked trial session, as the messages name it. */
  visitTitle: (direction: string, group: string) => `Пробное занятие: ${direction}${group ? ` (${group})` : ''}`,
  /** When the title of a cancelled visit was not kept (a row from before it was). */
  visitFallbackTitle: 'пробное занятие',
  moved: (visit: VisitText) =>
    ['Запись перенесена.', '', ...visitLines(visit), '', 'Напомним накануне вечером и за два часа.'].join('\n'),
} as const;

/** The club chat's message about a new application: no name or phone unless the settings allow them. */
export function clubNotificationText(fields: {
  direction: string;
  age: number;
  minor: boolean;
  visit: string | null;
  /** The waitlist place taken with the application, as one line (a waitlist place is not a visit). */
  waitlist: string | null;
  adminUrl: string;
  contacts: { name: string; phone: string } | null;
}): string {
  return [
    'Новая заявка с сайта',
    `Направление: ${fields.direction}`,
    `Возраст: ${fields.age}${fields.minor ? ' (согласие дал законный представитель)' : ''}`,
    ...(fields.visit ? [`Пробное занятие: ${fields.visit}`] : []),
    ...(fields.waitlist ? [fields.waitlist] : []),
    ...(fields.contacts ? [`Имя: ${fields.contacts.name}`, `Телефон: ${fields.contacts.phone}`] : []),
    `Открыть заявку: ${fields.adminUrl}`,
  ].join('\n');
}
