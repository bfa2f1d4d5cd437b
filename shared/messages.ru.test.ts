import { describe, expect, it } from 'vitest';
import { directionByApplicationValue, directionBySlug, directions } from './directions';
import { serverMessages } from './messages/server.ru';
import { applicationStatusValues, directionValues } from './schemas/application';
import { scheduleDayKeys } from './schemas/schedule';

describe('directions table', () => {
  it('lists the seven directions in the waiting-list order with their legacy values', () => {
    expect(directions.map((direction) => direction.applicationValue)).toEqual([...directionValues]);
    expect(directions.map((direction) => direction.name)).toEqual([
      'ММА',
      'Грэпплинг',
      'Бокс',
      'Кикбоксинг',
      'Рукопашный бой',
      'Каратэ',
      'Женская самооборона',
    ]);
  });

  it('keeps the spec routes and the differing canonical paths', () => {
    expect(directions.map((direction) => direction.route)).toEqual([
      '/mma',
      '/grappling',
      '/boxing',
      '/kickboxing',
      '/hand-to-hand-combat',
      '/karate',
      '/womens-self-defense',
    ]);
    expect(directionBySlug('hand-to-hand-combat')?.canonicalPath).toBe('/hand-to-hand');
    expect(directionBySlug('womens-self-defense')?.canonicalPath).toBe('/women-self-defense');
    const sameAsRoute = directions.filter((direction) => direction.canonicalPath === direction.route);
    expect(sameAsRoute).toHaveLength(5);
  });

  it('uses gradient banners only for hand-to-hand combat and women’s self-defense', () => {
    expect(directions.filter((direction) => direction.banner === 'gradient').map((direction) => direction.slug)).toEqual([
      'hand-to-hand-combat',
      'womens-self-defense',
    ]);
  });

  it('finds a direction by its legacy value and returns undefined for unknown ones', () => {
    expect(directionByApplicationValue("Women's self-defense")?.name).toBe('Женская самооборона');
    expect(directionByApplicationValue('Sumo')).toBeUndefined();
    expect(directionBySlug('sumo')).toBeUndefined();
  });
});

describe('message catalogue', () => {
  it('keeps the strings the spec gives in Russian exactly', () => {
    expect(serverMessages.nav.scrollToTop).toBe('Наверх');
    expect(serverMessages.directions.ctaButton).toBe('Записаться');
    expect(serverMessages.errors.title).toBe('Произошла ошибка');
    expect(serverMessages.errors.loadFailedText).toBe('К сожалению, при загрузке данных произошла непредвиденная ошибка.');
    expect(serverMessages.errors.retry).toBe('Попробовать снова');
    expect(serverMessages.errors.toHome).toBe('На главную');
    expect(serverMessages.auth.logoutTitle).toBe('Выход из учетной записи');
    expect(serverMessages.auth.logoutQuestion).toBe('Вы точно хотите выйти из учетной записи?');
    expect([serverMessages.auth.yes, serverMessages.auth.no]).toEqual(['Да', 'Нет']);
  });

  it('fills placeholders', () => {
    expect(serverMessages.waitingList.sendError('неверный телефон')).toBe('Ошибка при отправке заявки: неверный телефон');
    expect(serverMessages.journal.addFailed('нет группы')).toBe('Ошибка при добавлении записи: нет группы');
    expect(serverMessages.news.imageLoadFailed('/uploads/a.webp')).toBe('Не удалось загрузить изображение: /uploads/a.webp');
  });

  it('keeps the English fallback and chunk error texts', () => {
    expect(serverMessages.errors.unexpectedApplicationError).toBe('Unexpected Application Error!');
    expect(serverMessages.errors.chunkLoadFailed(42)).toBe('Loading chunk 42 failed');
    expect(serverMessages.errors.chunkLoadFailed('admin', 'timeout', '/static/js/admin.js')).toBe(
      'Loading chunk admin failed.\n(timeout: /static/js/admin.js)',
    );
    expect(serverMessages.errors.notFound).toBe('Страница не найдена');
  });

  it('has five schedule categories and a label for each schedule day', () => {
    expect(Object.values(serverMessages.schedule.categories)).toEqual([
      'Детская соревновательная группа',
      'Детская средняя группа',
      'Детская младшая группа',
      'Взрослые ММА',
      'Женская группа',
    ]);
    expect(scheduleDayKeys.map((key) => serverMessages.schedule.dayShort[key])).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб']);
    expect(scheduleDayKeys.map((key) => serverMessages.schedule.dayFull[key])).toEqual([
      'Понедельник',
      'Вторник',
      'Среда',
      'Четверг',
      'Пятница',
      'Суббота',
    ]);
  });

  it('names twelve months in both cases and seven weekdays', () => {
    expect(serverMessages.calendar.monthsNominative).toHaveLength(12);
    expect(serverMessages.calendar.monthsGenitive).toHaveLength(12);
    expect([serverMessages.calendar.monthsNominative[0], serverMessages.calendar.monthsGenitive[0]]).toEqual([
      'Январь',
      'января',
    ]);
    expect([serverMessages.calendar.monthsNominative[11], serverMessages.calendar.monthsGenitive[11]]).toEqual([
      'Декабрь',
      'декабря',
    ]);
    expect(serverMessages.calendar.weekdaysShort).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it('names every application status', () => {
    expect(applicationStatusValues.map((status) => serverMessages.waitingList.statuses[status])).toEqual([
      'Новая',
      'Связались',
      'Записан на пробное',
      'Записан на пробное (сайт)',
      'В листе ожидания',
      'Пришёл',
      'Не пришёл',
      'Занимается',
      'Отказ',
    ]);
  });
});
