import { MEDIA_VIDEO_MAX_BYTES, MEDIA_VIDEO_MAX_SECONDS } from '../rules/media-video';

const megabytes = Math.round(MEDIA_VIDEO_MAX_BYTES / (1024 * 1024));

/**
 * Banner videos of the media library: the 'Медиа' screen's video parts and the server's refusals
 * (server/lib/media/video-*). Read as `adminMessages.adminMediaVideo.…`.
 */
export const adminMediaVideoMessages = {
  upload: 'Загрузить видео',
  uploadHint: `MP4, MOV или WebM с телефона, до ${MEDIA_VIDEO_MAX_SECONDS} секунд и ${megabytes} МБ. Звук убирается, видео станет фоном баннера.`,
  uploadingPercent: (percent: number) => `Отправка видео: ${percent} %`,
  uploaded: 'Видео загружено: сервер готовит его для сайта, это займёт несколько минут',
  uploadFailed: 'Не удалось загрузить видео',
  queued: 'В очереди',
  running: (percent: number) => `Обрабатывается ${percent} %`,
  ready: 'Готово',
  failed: (reason: string) => `Ошибка: ${reason}`,
  replacing: 'Идёт замена: до её окончания на сайте прежнее видео',
  replaceFailed: (reason: string) => `Замена не удалась: ${reason}. На сайте осталось прежнее видео.`,
  replace: 'Заменить видео',
  replaced: 'Новое видео принято: прежнее показывается, пока новое не будет готово',
  details: 'Свойства видео',
  duration: (seconds: number) => `${Math.round(seconds)} с`,
  poster: 'Обложка',
  posterHint: 'Кадр, который видно, пока видео загружается, и вместо видео у тех, кто отключил анимацию.',
  posterOption: (index: number) => `Обложка ${index + 1}`,
  posterSaved: 'Обложка выбрана',
  posterFailed: 'Не удалось выбрать обложку',
  preview: 'Как на сайте',
  videoBadge: 'Видео',
  /** The details' form: a video's name, folder and tags (the poster and the usages are above). */
  name: 'Название',
  nameHint: 'Так видео называется в медиатеке и в выборе видео для страниц',
  save: 'Сохранить',
  saving: 'Сохранение…',
  saved: 'Свойства видео сохранены',
  saveFailed: 'Не удалось сохранить свойства видео',
  /** The pages' video field and its dialog (client/components/admin/video-picker.tsx). */
  picker: {
    title: 'Выбор видео',
    none: 'Без видео',
    noneHint: 'На странице градиент и заставка',
    choose: 'Выбрать видео',
    change: 'Выбрать другое',
    remove: 'Убрать',
    hint: 'Выберите готовое видео из медиатеки или загрузите новое с телефона',
    loading: 'Загрузка…',
    missing: (id: number) => `Видео №${id} нет в медиатеке: выберите другое или уберите`,
    notReady: 'Видео ещё обрабатывается: на сайте оно появится, когда будет готово',
    failed: 'Это видео не удалось обработать: выберите другое',
    pick: (name: string) => `Выбрать видео «${name}»`,
    search: 'Поиск по названию',
    searchPlaceholder: 'Например, спарринг',
    empty: 'В медиатеке пока нет готовых видео. Загрузите первое с телефона.',
    nothingFound: 'Ничего не найдено. Измените поиск.',
    stillProcessing: (count: number) =>
      count === 1
        ? 'Ещё одно видео обрабатывается: его можно будет выбрать, когда оно будет готово.'
        : `Ещё обрабатываются видео: ${count}. Их можно будет выбрать, когда они будут готовы.`,
    /** `state`: the video's state in words ('В очереди', 'Обрабатывается 42 %'). */
    processing: (name: string, state: string) =>
      `«${name}»: ${state.toLocaleLowerCase('ru')}. Видео встанет в поле, когда будет готово; страницу можно пока редактировать.`,
    filled: 'Видео готово и выбрано. Сохраните черновик.',
    uploadFailedHere: (reason: string) => `Видео не удалось обработать: ${reason}`,
    chosenAlt: (name: string) => `Обложка видео «${name}»`,
  },
  // The server's refusals.
  unavailable:
    'Видео сейчас не принимаются: на сервере не установлен ffmpeg. Администратору сервера: apt-get install ffmpeg и перезапуск сайта. Фото загружаются как обычно.',
  empty: 'Файл пустой: выберите видео',
  tooLarge: `Видео больше ${megabytes} МБ. Обрежьте его на телефоне или отправьте короче.`,
  tooLong: (seconds: number) =>
    `Видео длится ${Math.round(seconds)} с, а можно не больше ${MEDIA_VIDEO_MAX_SECONDS}. Обрежьте его на телефоне («Изменить» в галерее) и загрузите снова.`,
  notAVideo: 'Это не видео или файл повреждён. Подходят MP4, MOV и WebM с телефона.',
  noPicture: 'В файле нет изображения (только звук?). Нужно видео.',
  badName: 'Не указано имя файла',
  notVideoItem: 'Это фото, а не видео',
  notAVideoItem: 'Здесь нужно видео, а это фото',
  failedItem: 'Это видео не удалось обработать: замените файл или выберите другое',
  replaceWithVideo: 'Видео заменяется только другим видео: кнопка «Заменить видео»',
  notReady: 'Видео ещё обрабатывается: обложку можно выбрать, когда оно будет готово',
  busyReplacing: 'Замена этого видео уже идёт: дождитесь её окончания',
  transcodeFailed: 'ffmpeg не смог обработать файл: он повреждён или в неподдерживаемом формате',
  overBudget: 'Файл для сайта получился слишком большим: отправьте видео короче или спокойнее',
  interrupted: 'Сервер перезапустился во время обработки, а исходного файла больше нет. Загрузите видео снова.',
  badPoster: 'Обложка: выберите один из четырёх кадров',
} as const;
