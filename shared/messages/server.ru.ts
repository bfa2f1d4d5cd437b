import { adminMessages } from './admin.ru';

/**
 * The whole catalogue: the server's own answers, start-up output and notifications, with the admin
 * and public strings. The server and the tests read this one; browsers never load it.
 */
export const serverMessages = {
  ...adminMessages,
  /** Server answers (API errors, start-up output, notifications). */
  server: {
    /** The alt text of a picture sent with a form that names nothing (the ad's upload). */
    adoptedAlt: 'Фото клуба',
    notFound: 'Не найдено',
    /** npm run dev without a build: the API server points to Vite, which renders the pages. */
    devPagesOnVite: 'Страницы в режиме разработки отдаёт Vite: откройте http://localhost:5173',
    buildMissing: (file: string) => `Не найдена сборка сайта (${file}): выполните npm run build`,
    /** Legacy /api bodies of the wrong shape; `field` is the JSON key the call expects. */
    expectedJsonObject: 'Тело запроса: ожидается JSON-объект',
    expectedObject: (field: string) => `${field}: ожидается объект`,
    /** A consent sent with an edition the server does not know (the page is older than the text). */
    consentEditionUnknown: 'Редакция согласия не найдена: обновите страницу',
    /** Legacy /api bodies that are not what the call reads. */
    badJsonBody: 'Некорректное тело запроса: ожидается JSON',
    expectedMultipart: 'Ожидается multipart/form-data',
    badMultipartBody: 'Некорректное тело запроса multipart/form-data',
    fileTooLarge: 'Файл слишком большой: не более 5 МБ',
    unsupportedImage: (formats: string) => `Неподдерживаемый формат: допустимы ${formats}`,
    tooManyApplications: 'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
    applicationsCeiling: 'Сейчас приходит слишком много заявок. Попробуйте позже или позвоните нам.',
    animationTooLarge: 'Анимация слишком большая: уменьшите размер кадра или число кадров',
    batchTooLarge: 'Слишком много вызовов в одном запросе',
    /** A body or input nested deeper than shared/rules/input-depth.ts allows. */
    inputTooDeep: (max: number) => `Слишком глубокая вложенность данных в запросе: не более ${max} уровней`,
    tooManyLoginAttempts: (minutes: number) => `Слишком много попыток входа. Попробуйте через ${minutes} мин.`,
    /** POST /api/vitals (a page's own speed report). */
    vitalsTooMany: 'Слишком много отчётов о скорости. Попробуйте через минуту.',
    vitalsBadReport: (issue: string) => `Некорректный отчёт о скорости: ${issue}`,
    vitalsTooLarge: 'Отчёт о скорости слишком большой',
    /** What in a speed report is wrong: the part after `vitalsBadReport`'s colon. */
    vitalsIssues: {
      notMetricId: 'не идентификатор показателя',
      targetNotSelector: 'элемент описан не селектором',
      repeatedMetric: 'повторяется показатель',
      repeatedMetricId: 'повторяется идентификатор показателя',
      valueOutOfRange: 'значение вне допустимого',
      targetOnlyForInp: 'элемент и страница взаимодействия бывают только у INP',
    },
    applicationNotification: (fields: { name: string; lastname: string; phone: string; age: number; direction: string }) =>
      [
        'Новая заявка с сайта',
        `Имя: ${fields.name} ${fields.lastname}`,
        `Телефон: ${fields.phone}`,
        `Возраст: ${fields.age}`,
        `Направление: ${fields.direction}`,
      ].join('\n'),
    csvHeader: [
      'Дата',
      'Имя',
      'Фамилия',
      'Телефон',
      'Возраст',
      'Направление',
      'Статус',
      'Заметка',
      'Согласие на обработку данных',
    ],
    yes: 'да',
    no: 'нет',
  },
  /** Backups, restore, upgrades and health: console output of the server and the npm scripts. */
  /** The pages' drafts, publishing and history (server/lib/pages). */
  pages: {
    notFound: 'Страница не найдена',
    revisionNotFound: 'Версия не найдена',
    revisionOfAnotherPage: 'Эта версия принадлежит другой странице',
    stale:
      'Страницу уже изменили в другой вкладке или другой администратор. Ваш текст остался на экране: скопируйте его, обновите страницу и внесите правки заново.',
    badDocument: (first: string) => `Страница не сохранена: ${first}`,
    scheduleInPast: 'Время публикации уже прошло: выберите время в будущем',
    scheduleTooFar: 'Публикацию можно запланировать не больше чем на год вперёд',
    nothingScheduled: 'Публикация этой страницы не запланирована',
    seedAuthor: 'Первое наполнение сайта',
    seedSummary: 'Первая версия',
    seeded: (count: number, seconds: number) =>
      `Страницы без содержимого получили первую версию (${count}), ${seconds.toFixed(1)} с.`,
    scheduledApplied: (published: string[], dropped: string[]) =>
      [
        published.length > 0 ? `Опубликовано по расписанию: ${published.join(', ')}` : '',
        dropped.length > 0 ? `Отменена публикация по расписанию (документ не прошёл проверку): ${dropped.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    /** The media library's folder of the demo pages' pictures. */
    demoFolder: 'Демо: страницы',
    restoredSummary: (date: string) => `Восстановлена версия от ${date}`,
    changedSummary: (parts: string[]) => `Изменено: ${parts.join(', ')}`,
    unchangedSummary: 'Опубликовано без изменений',
    scheduledSummary: (summary: string) => `${summary} (по расписанию)`,
  },
  ops: {
    videoToolsMissing: (detail: string) =>
      `ffmpeg не найден (${detail}): загрузка видео в «Медиа» отключена, фото и сайт работают. Установите: apt-get install ffmpeg, затем перезапустите сайт.`,
    noDatabase: (file: string) => `Нет базы данных ${file}: копировать нечего`,
    noManifest: (where: string) => `${where}: это не резервная копия (нет manifest.json)`,
    badManifest: (where: string) => `${where}: manifest.json повреждён или от другой программы`,
    fileMissing: (file: string) => `В резервной копии нет файла ${file}: копия неполная, восстановление отменено`,
    fileDamaged: (file: string) =>
      `Файл ${file} в резервной копии повреждён (не совпала контрольная сумма): восстановление отменено`,
    newerBackup:
      'Копия сделана более новой версией сайта: сначала обновите код (git pull, npm run upgrade), затем восстанавливайте',
    serverRunning: (pid: number, port: number) =>
      `Сервер работает на этой папке данных (pid ${pid}, порт ${port}): остановите его (sudo systemctl stop academy) и повторите. Ничего не изменено.`,
    safetyBackupFailed: (reason: string) =>
      `Не удалось сохранить копию текущих данных перед восстановлением (${reason}): ничего не изменено`,
    backupDone: (name: string, mb: string) => `Резервная копия готова: ${name} (${mb} МБ)`,
    rotated: (names: string[]) => `Удалены старые копии по расписанию хранения: ${names.join(', ')}`,
    restoreUsage: 'Использование: npm run restore -- <папка копии | её manifest.json | имя копии в BACKUP_DIR>',
    restoreDone: (from: string) => `Данные восстановлены из ${from}`,
    restoreSafety: (name: string) => `Прежние данные сохранены в копии ${name} (вернуть их: npm run restore -- ${name})`,
    restoreRows: (rows: string, uploads: number) => `Записей: ${rows}; загруженных файлов: ${uploads}`,
    restoreNext: 'Запустите сервер: sudo systemctl start academy (или npm start)',
    otherServer: (pid: number, port: number) =>
      `Внимание: на этой папке данных уже работает сервер (pid ${pid}, порт ${port}); два сервера на одних данных дважды делают копии и синхронизацию ВКонтакте.`,
    backupFailed: (reason: string) => `Резервное копирование не удалось: ${reason}`,
    scheduled: (hour: number, dir: string) => `Резервные копии: ежедневно в ${hour}:00 по Москве в ${dir}`,
    preMigrationBackup: (name: string) => `Перед миграцией базы сделана резервная копия ${name}`,
    migrationsChecked: (pending: number) =>
      pending === 0
        ? 'Новых миграций базы нет.'
        : `Миграции базы (${pending}) проверены на копии данных: применятся при перезапуске.`,
    migrationFailed: (reason: string, backup: string | null) =>
      [
        'Миграция базы данных не удалась; данные не изменены, сервер не запущен.',
        'Database migration failed; the data is unchanged and the server did not start.',
        `Причина / reason: ${reason}`,
        backup ? `Копия перед миграцией / backup taken before it: ${backup}` : 'Копии перед миграцией нет / no backup was taken',
        'Верните прежнюю версию кода (git checkout ORIG_HEAD && npm run upgrade) или исправьте миграцию.',
        'Go back to the previous code (git checkout ORIG_HEAD && npm run upgrade) or fix the migration.',
        backup ? `Если данные всё же повреждены / if the data is damaged: npm run restore -- ${backup}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
  },
  trialsServer: {
    sessionNotFound: 'Занятие не найдено',
    sessionPast: 'Это занятие уже началось или прошло: выберите другое время',
    sessionClosed: 'На эту дату запись закрыта: выберите другое время',
    sessionFull: 'На это занятие мест больше нет. Выберите другое время или встаньте в лист ожидания',
    wrongDirection: 'Это занятие другого направления: выберите занятие из списка',
    wrongAge: (min: number, max: number) => `Это занятие для возраста от ${min} до ${max} лет: выберите другое`,
    linkInvalid: 'Ссылка недействительна: запись уже отменена или перенесена',
    alreadyStarted: 'Занятие уже началось: отменить или перенести запись нельзя',
    sameSession: 'Вы уже записаны на это занятие',
    closeWrongWeekday: 'В этот день недели у слота нет занятия',
    markOnlyBooked: 'Отметить можно только записанных на занятие',
    notificationLine: (when: string, waitlisted: boolean) =>
      waitlisted ? `Пробное: ${when} — лист ожидания (мест нет)` : `Пробное: ${when} — записан(а)`,
    cancelledNote: (when: string) => `Отменил(а) пробное занятие ${when} по ссылке`,
    /** Who, in a club message when names and phones may not go to Telegram: the application in the admin area. */
    applicationLink: (url: string) => `заявка ${url}`,
    cancelledNotification: (when: string, person: string, promoted: string | null) =>
      [
        'Отмена пробного занятия',
        `Занятие: ${when}`,
        `Отменил(а): ${person}`,
        promoted ? `Место получил(а) из листа ожидания: ${promoted} — позвоните, чтобы предупредить` : 'Место свободно',
      ].join('\n'),
    movedNotification: (from: string, to: string, person: string, promoted: string | null) =>
      [
        'Перенос пробного занятия',
        `${person}`,
        `Было: ${from}`,
        `Стало: ${to}`,
        ...(promoted ? [`Место на ${from} получил(а) из листа ожидания: ${promoted} — позвоните, чтобы предупредить`] : []),
      ].join('\n'),
    icsSummary: (direction: string, club: string) => `Пробное занятие: ${direction} — ${club}`,
    icsDescription: (bring: string, link: string) => `Что взять с собой: ${bring}\nОтменить или перенести: ${link}`,
    funnelCsvHeader: ['Направление', 'Заявки', 'Записи на пробное', 'Пришли', 'Не пришли', 'Доходимость, %', 'Занимаются'],
    funnelTotal: 'Всего',
  },
} as const;

export type ServerMessages = typeof serverMessages;
