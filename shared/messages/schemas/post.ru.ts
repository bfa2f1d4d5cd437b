import { maxChars, requiredField } from './common.ru';

/** The news: the editor's post and the public lists' paging (shared/schemas/post.ts). */
export const postSchemaMessages = {
  titleTooLong: maxChars('Заголовок', 200),
  textRequired: requiredField('Текст'),
  textTooLong: maxChars('Текст', 20000),
  dateInvalid: 'Дата: некорректное значение',
  tooManyPhotos: 'Не более 20 фотографий',
  photoMissing: 'Фото: выберите снимок из медиатеки',
  photoAltTooLong: maxChars('Описание фото', 300),
  unknownView: 'Неизвестный список новостей',
  pageNotInteger: 'Номер страницы: ожидается целое число',
  pageBelowOne: 'Номер страницы: не меньше 1',
  pageTooLarge: 'Номер страницы: слишком большой',
} as const;
