import {
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_CAPTION_MAX_LENGTH,
  MEDIA_FOLDER_MAX_LENGTH,
  MEDIA_NAME_MAX_LENGTH,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_PHOTO_MAX_PIXELS,
  MEDIA_TAG_MAX_LENGTH,
  MEDIA_TAGS_MAX,
  MEDIA_UPLOAD_MAX_FILES,
} from '../rules/media';

const megabytes = Math.round(MEDIA_PHOTO_MAX_BYTES / (1024 * 1024));
const megapixels = Math.round(MEDIA_PHOTO_MAX_PIXELS / 1_000_000);

/** Where an item is used, by the kind of its owner (the `media_usages` table), for the refusal of a delete and the details. */
const ownerKinds = {
  page: 'Страница',
  coach: 'Тренер',
  product: 'Товар',
  post: 'Новость',
  ad: 'Реклама',
  settings: 'Настройки сайта',
} as const;

/**
 * The media library: the admin screen 'Медиа', the picker, and the server's refusals of uploads and
 * references (server/lib/media). Read as `adminMessages.adminMedia.…`.
 */
export const adminMediaMessages = {
  title: 'Медиа',
  lead: 'Фото и видео для всего сайта: загрузите один раз, укажите описание и главную точку кадра — и выбирайте в любом редакторе. Видео с телефона станет беззвучным фоном баннера.',
  upload: 'Загрузить фото',
  uploadHint: `JPEG, PNG, WebP, AVIF или HEIC с iPhone, до ${megabytes} МБ каждое, можно несколько сразу`,
  uploading: (done: number, total: number) => `Загрузка ${done} из ${total}…`,
  uploaded: (count: number) => (count === 1 ? 'Фото загружено' : `Загружено фото: ${count}`),
  uploadFailedOf: (name: string, reason: string) => `${name}: ${reason}`,
  search: 'Поиск по названию или описанию',
  searchPlaceholder: 'Например, зал или тренер',
  allFolders: 'Все папки',
  allTags: 'Все метки',
  folder: 'Папка',
  folderHint: 'Например: Зал, Тренеры, Соревнования',
  tags: 'Метки',
  tagsHint: 'Через запятую: дети, турнир',
  empty: 'В библиотеке пока нет фото. Загрузите первые с телефона или компьютера.',
  nothingFound: 'Ничего не найдено. Измените поиск или папку.',
  loadFailed: 'Не удалось загрузить библиотеку',
  noAlt: 'Нет описания',
  details: 'Свойства фото',
  close: 'Закрыть',
  alt: 'Описание для незрячих (alt)',
  altHint: 'Что на фото, одной фразой: «Тренер показывает бросок через бедро». Без описания фото нельзя поставить на сайт.',
  caption: 'Подпись',
  captionHint: 'Показывается там, где макет выводит подписи (галерея)',
  focal: 'Главная точка кадра',
  focalHint: 'Нажмите на фото в то место, которое должно остаться в кадре при любой обрезке.',
  focalLabel: (x: number, y: number) => `Главная точка: ${x}% по ширине, ${y}% по высоте`,
  cropTall: 'Вертикальная обрезка (портрет)',
  cropWide: 'Горизонтальная обрезка (баннер)',
  save: 'Сохранить',
  saving: 'Сохранение…',
  saved: 'Изменения сохранены',
  saveFailed: 'Не удалось сохранить',
  replace: 'Заменить файл',
  replaced: 'Файл заменён: везде, где фото используется, уже новое',
  replaceFailed: 'Не удалось заменить файл',
  delete: 'Удалить',
  deleteTitle: 'Удаление фото',
  confirmDelete: (name: string) => `Удалить «${name}» из библиотеки? Это действие нельзя отменить.`,
  deleted: 'Фото удалено',
  deleteFailed: 'Не удалось удалить',
  usages: 'Где используется',
  notUsed: 'Пока нигде не используется',
  size: (width: number, height: number) => `${width} × ${height} px`,
  ownerKinds,
  usagePlace: (kind: keyof typeof ownerKinds, name: string) => `${ownerKinds[kind]} «${name}»`,
  /** A page by its title, once, with the most public version that holds the item. */
  pagePlace: (title: string, version: 'published' | 'scheduled' | 'draft') =>
    version === 'published' ? title : `${title} (${version === 'draft' ? 'черновик' : 'публикация по расписанию'})`,
  /** The picker (client/components/admin/media-picker.tsx). */
  picker: {
    choose: 'Выбрать из библиотеки',
    change: 'Выбрать другое',
    title: 'Выбор фото',
    uploadHere: 'Загрузить новое',
    none: 'Фото не выбрано',
    pick: (name: string) => `Выбрать: ${name}`,
    needsAlt: 'Напишите описание (alt): без него фото нельзя поставить на сайт',
    use: 'Поставить это фото',
    back: 'К библиотеке',
  },
  // The server's refusals.
  notFound: 'Файл не найден в библиотеке',
  noFiles: 'Выберите хотя бы одно фото',
  requestTooLarge: `Слишком много за один раз: отправляйте фото по одному, каждое до ${megabytes} МБ`,
  tooManyFiles: `Не больше ${MEDIA_UPLOAD_MAX_FILES} фото за раз`,
  fileTooLarge: (name: string) => `«${name}»: файл больше ${megabytes} МБ. Отправьте фото поменьше или уменьшите его.`,
  tooManyPixels: (name: string) => `«${name}»: фото больше ${megapixels} мегапикселей. Уменьшите его и загрузите снова.`,
  notAnImage: (name: string) => `«${name}»: это не фото или файл повреждён. Подходят JPEG, PNG, WebP, AVIF и HEIC.`,
  heicUnavailable: (name: string) =>
    `«${name}»: сервер не умеет читать HEIC. На iPhone включите «Настройки → Камера → Форматы → Наиболее совместимый» или отправьте фото как JPEG.`,
  inUse: (kind: 'image' | 'video', places: string) =>
    `${kind === 'video' ? 'Видео' : 'Фото'} используется: ${places}. Сначала уберите его оттуда.`,
  altRequired: (name: string) =>
    `У фото «${name}» нет описания (alt). Добавьте его в разделе «Медиа», затем выберите фото снова.`,
  notAPhoto: 'Здесь нужно фото, а это видео',
  // Field messages of the schemas (shared/schemas/media.ts).
  altTooLong: `Описание: не более ${MEDIA_ALT_MAX_LENGTH} символов`,
  captionTooLong: `Подпись: не более ${MEDIA_CAPTION_MAX_LENGTH} символов`,
  folderTooLong: `Папка: не более ${MEDIA_FOLDER_MAX_LENGTH} символов`,
  nameEmpty: 'Название: не может быть пустым',
  nameTooLong: `Название: не более ${MEDIA_NAME_MAX_LENGTH} символов`,
  tagTooLong: `Метка: не более ${MEDIA_TAG_MAX_LENGTH} символов`,
  tooManyTags: `Метки: не более ${MEDIA_TAGS_MAX}`,
  focalOutside: 'Главная точка: значение от 0 до 1',
  badId: 'Не указан номер файла',
} as const;
