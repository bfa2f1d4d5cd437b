/**
 * The structured editors' kit (client/components/admin: lists, counters, picture and video fields),
 * read as `adminMessages.structuredFields.…`.
 */
export const structuredFieldsMessages = {
  /** Under a text field: how much of its limit is used. */
  counter: (used: number, max: number) => `${used} из ${max}`,
  listCount: (count: number, max: number | null) => (max === null ? `${count}` : `${count} из ${max}`),
  listLimits: (min: number, max: number | null) =>
    max === null ? `не меньше ${min}` : min === max ? `ровно ${min}` : `от ${min} до ${max}`,
  itemName: (label: string, index: number) => `${label} ${index + 1}`,
  add: 'Добавить',
  addOf: (label: string) => `Добавить: ${label.toLowerCase()}`,
  up: 'Выше',
  down: 'Ниже',
  remove: 'Удалить',
  moveUpOf: (name: string) => `Поднять выше: ${name}`,
  moveDownOf: (name: string) => `Опустить ниже: ${name}`,
  removeOf: (name: string) => `Удалить: ${name}`,
  atMost: (max: number) => `Больше ${max} не поместится в вёрстку`,
  atLeast: (min: number) => `Нужно не меньше ${min}: удалить нельзя`,
  linkHint: 'Страница сайта, начиная с / (например, /schedule), или полный адрес с https://',
  altOverride: 'Описание фото для этого места',
  altOverrideHint: 'Необязательно: пусто — берётся описание из медиатеки',
  removePhoto: 'Убрать фото',
  video: {
    none: 'Без видео (градиент и заставка)',
    hint: 'Видео загружают в разделе «Медиа»; здесь выбирают готовое',
    loading: 'Загрузка списка видео…',
    missing: (id: number) => `Видео №${id} (нет в медиатеке)`,
  },
  unsupported: (what: string) => `Это поле нельзя изменить здесь: ${what}`,
} as const;
