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
