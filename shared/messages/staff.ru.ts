/** Staff accounts and rights: the server's refusals and the 'Сотрудники' screen (admin catalogue, `messages.staff`). */
export const staffMessages = {
  roles: { owner: 'Владелец', manager: 'Менеджер', coach: 'Тренер' },
  server: {
    /** A role may not call this procedure (server/trpc/rights.ts). */
    forbidden: 'Недостаточно прав для этого действия',
    /** A coach's id names a group, record or trial session that is not theirs. */
    notYourGroup: 'Нет доступа: это не ваша группа или направление',
    accountDisabled: 'Учётная запись отключена: обратитесь к владельцу клуба',
    loginTaken: 'Логин: уже занят',
    notFound: 'Сотрудник не найден',
    lastOwner: 'Нельзя отключить или понизить последнего владельца',
    keptOwner: 'Первая учётная запись и учётная запись ADMIN_LOGIN всегда остаются владельцами',
    ownSelf: 'Свою учётную запись нельзя отключить или понизить',
    invitationInvalid: 'Ссылка недействительна или устарела: попросите владельца прислать новую',
  },
};
