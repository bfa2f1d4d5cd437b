import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagePerField, messagePerPath, WHOLE_INPUT } from './field-messages';

describe('messagePerField', () => {
  it('keeps the first message of a field, not the last', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'Имя: не короче 3 символов')
        .regex(/^\p{L}+$/u, 'Имя: только буквы'),
    });
    const parsed = schema.safeParse({ name: '1' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Имя: не короче 3 символов', 'Имя: только буквы']);
    expect(messagePerField(parsed.error?.issues ?? [])).toEqual({ name: 'Имя: не короче 3 символов' });
  });

  it('gives every field its own message', () => {
    const schema = z.object({ name: z.string().min(1, 'Имя: обязательное поле'), age: z.number('Возраст: число') });
    expect(messagePerField(schema.safeParse({ name: '' }).error?.issues ?? [])).toEqual({
      name: 'Имя: обязательное поле',
      age: 'Возраст: число',
    });
  });

  it('files a nested path under its top field', () => {
    const schema = z.object({ slot: z.object({ time: z.string().regex(/^\d\d:\d\d$/, 'Время: ЧЧ:ММ'), capacity: z.number() }) });
    const issues = schema.safeParse({ slot: { time: '9', capacity: 'x' } }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['slot.time', 'slot.capacity']);
    expect(messagePerField(issues)).toEqual({ slot: 'Время: ЧЧ:ММ' });
    expect(
      messagePerField([
        { path: ['rows', 2, 'name'], message: 'Строка 3' },
        { path: [0], message: 'Первый' },
      ]),
    ).toEqual({
      rows: 'Строка 3',
      0: 'Первый',
    });
  });

  it('files an issue about the whole input under WHOLE_INPUT', () => {
    const schema = z.object({ from: z.number(), to: z.number() }).refine((range) => range.from <= range.to, 'Начало позже конца');
    const issues = schema.safeParse({ from: 5, to: 1 }).error?.issues ?? [];
    expect(messagePerField(issues)).toEqual({ [WHOLE_INPUT]: 'Начало позже конца' });
    expect(messagePerField([{ message: 'Без пути' }])).toEqual({ '': 'Без пути' });
  });

  it('is empty for no issues', () => {
    expect(messagePerField([])).toEqual({});
  });
});

describe('messagePerPath', () => {
  it('keeps each nested field apart, and a list’s own limit under the list', () => {
    const schema = z.object({
      title: z.string().min(1, 'Заголовок: обязательное поле'),
      cards: z
        .array(z.object({ text: z.string().max(3, 'Текст: не более 3 символов').min(1, 'Текст: обязательное поле') }))
        .max(2, 'Не больше двух карточек'),
    });
    const issues = schema.safeParse({ title: '', cards: [{ text: 'длинный' }, { text: '' }] }).error?.issues;
    expect(messagePerPath(issues ?? [])).toEqual({
      title: 'Заголовок: обязательное поле',
      'cards.0.text': 'Текст: не более 3 символов',
      'cards.1.text': 'Текст: обязательное поле',
    });
    const tooMany = schema.safeParse({ title: 'Да', cards: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] }).error?.issues;
    expect(messagePerPath(tooMany ?? [])).toEqual({ cards: 'Не больше двух карточек' });
  });

  it('files an issue about the whole input under the empty key', () => {
    expect(messagePerPath([{ path: [], message: 'Всё не так' }])).toEqual({ [WHOLE_INPUT]: 'Всё не так' });
  });
});
