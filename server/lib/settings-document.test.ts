import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settings } from '../db/schema';
import { cleanup, createTestDeps } from '../test/test-app';
import { DomainError } from './domain-error';
import { settingsDocument } from './settings-document';

afterAll(cleanup);

const schema = z.object({
  title: z.string().trim().min(1, 'Заголовок: обязательное поле'),
  count: z.number().int().min(0, 'Количество: не меньше нуля'),
});
const defaults = { title: 'По умолчанию', count: 3 };
const document = settingsDocument('test-doc', schema, defaults);

const stored = (deps: ReturnType<typeof createTestDeps>) =>
  deps.db.select().from(settings).where(eq(settings.key, 'test-doc')).get();

describe('a settings document', () => {
  it('reads the defaults until something is written', () => {
    const deps = createTestDeps();
    expect(document.read(deps)).toEqual(defaults);
    expect(stored(deps)).toBeUndefined();
  });

  it('writes the checked (trimmed) value with the time, and reads it back', () => {
    let clock = 1_800_000_000;
    const deps = createTestDeps({ now: () => clock });
    expect(document.write(deps, { title: '  Новое  ', count: 5 })).toEqual({ title: 'Новое', count: 5 });
    expect(stored(deps)).toMatchObject({ value: { title: 'Новое', count: 5 }, updatedAt: 1_800_000_000 });
    clock += 60;
    document.write(deps, { title: 'Ещё', count: 6 });
    expect(document.read(deps)).toEqual({ title: 'Ещё', count: 6 });
    expect(stored(deps)?.updatedAt).toBe(1_800_000_060);
  });

  it('fills the fields an older stored version lacks from the defaults', () => {
    const deps = createTestDeps();
    deps.db
      .insert(settings)
      .values({ key: 'test-doc', value: { title: 'Старое' } })
      .run();
    expect(document.read(deps)).toEqual({ title: 'Старое', count: 3 });
  });

  it('falls back to the defaults for a stored value the schema no longer accepts', () => {
    const deps = createTestDeps();
    deps.db
      .insert(settings)
      .values({ key: 'test-doc', value: { title: '', count: -1 } })
      .run();
    expect(document.read(deps)).toEqual(defaults);
    deps.db.update(settings).set({ value: 'не объект' }).where(eq(settings.key, 'test-doc')).run();
    expect(document.read(deps)).toEqual(defaults);
  });

  it('refuses a bad value with the schema’s Russian message and writes nothing', () => {
    const deps = createTestDeps();
    const write = () => document.write(deps, { title: ' ', count: 1 });
    expect(write).toThrow(DomainError);
    expect(write).toThrow('Заголовок: обязательное поле');
    expect(stored(deps)).toBeUndefined();
  });

  it('updates some fields over the stored document (or the defaults)', () => {
    const deps = createTestDeps();
    expect(document.update(deps, { count: 7 })).toEqual({ title: 'По умолчанию', count: 7 });
    expect(document.update(deps, { title: 'Другое' })).toEqual({ title: 'Другое', count: 7 });
    expect(() => document.update(deps, { count: -2 })).toThrow('Количество: не меньше нуля');
    expect(document.read(deps)).toEqual({ title: 'Другое', count: 7 });
  });

  it('takes the defaults from a function, for defaults read from a catalogue', () => {
    const deps = createTestDeps();
    expect(settingsDocument('lazy-doc', schema, () => ({ title: 'Из каталога', count: 0 })).read(deps)).toEqual({
      title: 'Из каталога',
      count: 0,
    });
  });
});
