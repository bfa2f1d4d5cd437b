import { maxChars, requiredField } from './common.ru';

/** A noun's forms after a number: 1 пункт, 3 пункта, 5 пунктов. */
export interface Unit {
  one: string;
  few: string;
  many: string;
}

const units = {
  photos: { one: 'фото', few: 'фото', many: 'фото' },
  items: { one: 'пункт', few: 'пункта', many: 'пунктов' },
  cards: { one: 'карточка', few: 'карточки', many: 'карточек' },
  words: { one: 'слово', few: 'слова', many: 'слов' },
  paragraphs: { one: 'абзац', few: 'абзаца', many: 'абзацев' },
} satisfies Record<string, Unit>;

const rules = new Intl.PluralRules('ru');
const plural = (count: number, unit: Unit): string => {
  const form = rules.select(count);
  return form === 'one' ? unit.one : form === 'few' ? unit.few : unit.many;
};

/**
 * The pages' content model (shared/schemas/pages): the names of the fields as the editor shows them,
 * and the refusals. Each refusal names its field, so a message read out of context (an API answer,
 * a toast) still says where to look.
 */
export const pagesSchemaMessages = {
  required: requiredField,
  tooLong: maxChars,
  /** `Галерея: от 3 до 12 фото`, `Ценности: ровно 4 карточки`. */
  count: (label: string, min: number, max: number, unit: Unit = units.items) =>
    min === max ? `${label}: ровно ${min} ${plural(min, unit)}` : `${label}: от ${min} до ${max} ${unit.many}`,
  mediaId: (label: string) => `${label}: выберите фото в медиатеке`,
  videoId: (label: string) => `${label}: выберите видео в медиатеке`,
  link: (label: string) => `${label}: укажите страницу сайта (например, /schedule) или адрес, начинающийся с https://`,
  unknownKey: 'Такой страницы нет',
  /** The names of the pages in the admin's list and in the history. */
  titles: {
    home: 'Главная',
    about: 'Об академии',
    contacts: 'Контакты',
    faq: 'Вопросы и ответы',
    brand: 'Логотип и значок сайта',
    direction: (name: string) => `Направление: ${name}`,
  },
  badIcon: 'Значок: выберите один из предложенных',
  badTime: 'Время публикации: укажите дату и время',
  badVersion: 'Версия черновика: ожидается номер',
  summaryTooLong: maxChars('Описание изменений', 200),
  /** The top-level parts of each page kind, for the history's 'Изменено: …' and the editor's sections. */
  parts: {
    hero: 'Баннер',
    marquee: 'Бегущая строка',
    philosophy: 'Философия',
    quotes: 'Цитаты',
    founder: 'Основатель',
    coaches: 'Тренеры',
    gallery: 'Галерея',
    intro: 'Вступление',
    findUs: 'Как нас найти',
    firstTraining: 'Первая тренировка',
    faq: 'Частые вопросы',
    meta: 'Заголовок и описание для поисковиков',
    lead: 'Подзаголовок',
    watermark: 'Слово на фоне',
    video: 'Видео',
    features: 'Карточки преимуществ',
    description: 'Описание',
    history: 'История',
    elements: 'Техники',
    rules: 'Правила',
    popularity: 'Популярность',
    logo: 'Логотип',
    favicon: 'Значок вкладки',
  } as Record<string, string>,
  units,
  fields: {
    alt: 'Описание фото',
    // home
    heroEyebrow: 'Надзаголовок баннера',
    heroTagline: 'Подзаголовок баннера',
    heroVideo: 'Видео баннера',
    actionLabel: 'Текст кнопки',
    actionLink: 'Ссылка кнопки',
    stats: 'Цифры баннера',
    statValue: 'Цифра',
    statLabel: 'Подпись цифры',
    marquee: 'Бегущая строка',
    marqueeWord: 'Слово бегущей строки',
    // about
    philosophyTitle: 'Заголовок философии',
    philosophyParagraphs: 'Текст философии',
    paragraph: 'Абзац',
    values: 'Ценности',
    valueTitle: 'Название ценности',
    valueText: 'Текст ценности',
    quotes: 'Цитаты',
    quoteText: 'Цитата',
    quoteAuthor: 'Автор цитаты',
    quoteSource: 'Кто автор',
    founderName: 'Имя основателя',
    founderRole: 'Должность основателя',
    founderPhoto: 'Фото основателя',
    founderStats: 'Цифры основателя',
    qualifications: 'Квалификация',
    belts: 'Пояса и степени',
    results: 'Результаты',
    bio: 'Биография',
    listItem: 'Пункт списка',
    coachesLead: 'Текст о тренерах',
    galleryTitle: 'Заголовок галереи',
    gallery: 'Галерея',
    galleryPhoto: 'Фото галереи',
    galleryCaption: 'Подпись к фото',
    // contacts
    introTitle: 'Заголовок',
    introLead: 'Вступление',
    findUs: 'Как нас найти',
    blockTitle: 'Заголовок блока',
    blockText: 'Текст блока',
    firstTrainingLead: 'Вступление к списку',
    firstTrainingItems: 'Что взять',
    firstTrainingNote: 'Примечание',
    faq: 'Частые вопросы',
    question: 'Вопрос',
    answer: 'Ответ',
    // direction
    metaTitle: 'Заголовок для поисковиков',
    metaDescription: 'Описание для поисковиков',
    lead: 'Подзаголовок баннера',
    watermark: 'Слово на фоне баннера',
    bannerVideo: 'Видео баннера',
    features: 'Карточки преимуществ',
    featureTitle: 'Заголовок карточки',
    featureText: 'Текст карточки',
    heading: 'Заголовок раздела',
    intro: 'Вступление раздела',
    points: 'Список',
    timeline: 'Этапы истории',
    period: 'Период',
    timelineTitle: 'Событие',
    timelineText: 'Описание события',
    techniques: 'Техники',
    techniqueName: 'Название техники',
    techniqueText: 'Описание техники',
    // brand
    logo: 'Логотип',
    favicon: 'Значок вкладки',
  },
} as const;
