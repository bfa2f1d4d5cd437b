/**
 * Online payments (ЮKassa): what the server answers the buyer and the staff, and what the buy and
 * return pages say. The server reads `paymentsMessages.server`; the pages read the rest.
 */
export const paymentsMessages = {
  server: {
    notConfigured: 'Оплата на сайте сейчас не работает. Купить абонемент можно в зале.',
    unavailable: 'Платёжный сервис ЮKassa сейчас не отвечает. Попробуйте ещё раз через минуту — деньги не списаны.',
    refused: (detail: string) => `ЮKassa отклонила запрос: ${detail}`,
    refusedNoDetail: 'ЮKassa отклонила запрос. Попробуйте позже или купите абонемент в зале.',
    unknownPassType: 'Такого абонемента нет. Обновите страницу с ценами.',
    notSoldOnline: 'Этот абонемент сейчас не продаётся на сайте. Его можно купить в зале.',
    tooYoung: (min: number) => `Этот абонемент — с ${min} лет. Выберите другой.`,
    tooOld: (max: number) => `Этот абонемент — до ${max} лет. Выберите другой.`,
    guardianRequired: 'Для ребёнка укажите имя родителя или опекуна',
    birthDateFuture: 'Дата рождения не может быть в будущем',
    noOffer: 'Клуб ещё не опубликовал оферту: купить абонемент на сайте пока нельзя.',
    offerChanged: 'Текст оферты изменился. Прочитайте новую редакцию и подтвердите согласие ещё раз.',
    renewalInvalid: 'Ссылка продления недействительна. Попросите в клубе новую или оформите покупку как новый ученик.',
    paymentNotFound: 'Платёж не найден. Проверьте ссылку.',
    trialLinkInvalid: 'Ссылка записи на пробное занятие недействительна. Оформите покупку как новый ученик.',
    notForTrialDirection: 'Этот абонемент не для направления, на которое вы записывались. Выберите другой.',
    refundNotOnline: 'Вернуть через ЮKassa можно только платёж, оплаченный на сайте.',
    refundNotPaid: 'Вернуть можно только прошедший платёж.',
    refundTooMuch: (left: string) => `Вернуть можно не больше ${left}.`,
    refundInProgress: 'По этому платежу уже идёт возврат. Дождитесь его результата.',
    refundCanceled: 'ЮKassa отменила возврат. Деньги не вернулись; попробуйте позже.',
    badNotification: 'Некорректное уведомление',
    foreignNotification: 'Уведомление не от ЮKassa',
    /** The receipt's item: the pass's name and who it is for. */
    receiptItem: (passName: string) => `Абонемент «${passName}»`.slice(0, 128),
    paymentDescription: (passName: string, memberName: string) => `Абонемент «${passName}» — ${memberName}`.slice(0, 128),
    offerEmpty: 'Текст оферты пуст',
    reconciled: (count: number) => `Сверка платежей с ЮKassa: проверено ${count}.`,
    reconcileFailed: 'Сверка платежей с ЮKassa не удалась:',
    configured: (minutes: number) => `Оплата через ЮKassa включена; сверка платежей каждые ${minutes} мин.`,
  },
  standIn: {
    title: 'ЮKassa (тестовая страница оплаты)',
    amount: 'Сумма',
    pay: 'Оплатить',
    decline: 'Отказаться',
    leavePending: 'Оставить в ожидании',
    notFound: 'Платёж не найден',
    production: 'Заглушка ЮKassa не запускается при NODE_ENV=production',
  },
} as const;
