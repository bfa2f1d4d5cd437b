import { describe, expect, it } from 'vitest';
import { coachFieldsSchema, updateCoachFieldsSchema } from './coaches';

describe('coach form schema', () => {
  it('trims the name and splits ranks into lines, dropping blank ones', () => {
    expect(coachFieldsSchema.parse({ name: '  Ирина Соколова ', ranks: ' 1 дан \r\n\n КМС по дзюдо ' })).toEqual({
      name: 'Ирина Соколова',
      ranks: ['1 дан', 'КМС по дзюдо'],
    });
  });

  it('takes a coach without ranks', () => {
    expect(coachFieldsSchema.parse({ name: 'Ирина' })).toEqual({ name: 'Ирина', ranks: [] });
    expect(coachFieldsSchema.parse({ name: 'Ирина', ranks: '\n \n' })).toEqual({ name: 'Ирина', ranks: [] });
  });

  it('requires a name of at most 100 characters', () => {
    expect(coachFieldsSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Имя: обязательное поле');
    expect(coachFieldsSchema.safeParse({}).error?.issues[0]?.message).toBe('Имя: обязательное поле');
    expect(coachFieldsSchema.safeParse({ name: 'Я'.repeat(100) }).success).toBe(true);
    expect(coachFieldsSchema.safeParse({ name: 'Я'.repeat(101) }).error?.issues[0]?.message).toBe('Имя: не более 100 символов');
  });

  it('allows at most 8 ranks of at most 80 characters', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `Звание ${i}`).join('\n');
    expect(coachFieldsSchema.safeParse({ name: 'И', ranks: lines(8) }).success).toBe(true);
    expect(coachFieldsSchema.safeParse({ name: 'И', ranks: lines(9) }).error?.issues[0]?.message).toBe(
      'Пояса и звания: не более 8 строк',
    );
    expect(coachFieldsSchema.safeParse({ name: 'И', ranks: 'Д'.repeat(80) }).success).toBe(true);
    expect(coachFieldsSchema.safeParse({ name: 'И', ranks: 'Д'.repeat(81) }).error?.issues[0]).toMatchObject({
      path: ['ranks', 0],
      message: 'Пояса и звания: строка не длиннее 80 символов',
    });
  });

  it('needs an id to update', () => {
    expect(updateCoachFieldsSchema.safeParse({ name: 'Ирина' }).success).toBe(false);
    expect(updateCoachFieldsSchema.parse({ id: 'c1', name: 'Ирина' })).toEqual({ id: 'c1', name: 'Ирина', ranks: [] });
  });
});
