import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInvisibleControls } from '#shared/rules/plain-text';
import { pageDocumentSchema, pageKeys } from '#shared/schemas/pages/documents';
import { admins, media, trialSlots } from './db/schema';
import type { AppDeps } from './deps';
import { callerAs } from './test/content-fixtures';
import { fieldsOf, type InputField, procedureInputs } from './test/input-fields';
import { phoneJpeg } from './test/media-fixtures';
import { adminToken, cleanup, createTestDeps } from './test/test-app';

/**
 * One rule for every free-text input (shared/rules/plain-text.ts): no control character and no
 * direction override is ever taken as it came. Every string field of every procedure's input, of
 * the upload forms' fields and of every page document, found by walking the schemas, is fed a NUL
 * and a right-to-left override: it refuses the text or strips them. A NUL used to be stored in a
 * staff member's name, a publish summary and a trial slot's title, and `photo\u202Egnp.exe` in a
 * media name read as '…exe.png' in the library.
 */

const HOSTILE = ['Зал\u0000 №1', 'photo\u202egnp.exe', '\u2066Зал\u2069\u200f', 'Зал\u0007\u001b\u007f'];

/** Secrets are compared as they were typed and never shown: a password keeps every character. */
const VERBATIM = /[:.](password|newPassword)$/;

/** Every string in a parsed value (a field may parse to a list: a coach's ranks). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

interface Named {
  where: string;
  field: InputField;
}

function stringFields(): Named[] {
  const named: Named[] = [];
  for (const { path, fields } of procedureInputs()) {
    for (const field of fields) if (field.kind === 'string') named.push({ where: `${path}:${field.path.join('.')}`, field });
  }
  // A page's document travels as `unknown` and is checked by its key's schema.
  for (const key of pageKeys) {
    for (const field of fieldsOf(pageDocumentSchema(key))) {
      if (field.kind === 'string') named.push({ where: `pages.saveDraft:${key}.${field.path.join('.')}`, field });
    }
  }
  return named;
}

describe('free text, from the schemas', () => {
  const fields = stringFields();

  it('finds the texts of the inputs, the ones the outside check used among them', () => {
    const names = fields.map(({ where }) => where);
    expect(names.length).toBeGreaterThan(100);
    for (const known of [
      'staff.create:name',
      'pages.publish:summary',
      'trials.slots.create:title',
      'media.update:name',
      'media.upload:folder',
      'coaches.create:name',
      'products.create:text',
    ]) {
      expect(names).toContain(known);
    }
  });

  it('every text field refuses a NUL and a direction override, or strips them', () => {
    const failures: string[] = [];
    for (const { where, field } of fields) {
      if (VERBATIM.test(where)) continue;
      for (const value of HOSTILE) {
        const result = field.schema.safeParse(value);
        if (result.success && stringsIn(result.data).some(hasInvisibleControls)) {
          failures.push(`${where} kept ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('free text, stored', () => {
  let deps: AppDeps;
  let token: string;

  beforeAll(async () => {
    deps = createTestDeps();
    token = await adminToken(deps);
  });
  afterAll(cleanup);

  it('a staff name, a slot title and a media name are stored without them', async () => {
    const owner = callerAs(deps, token);
    const member = await owner.staff.create({ login: 'trener1', name: 'Иван\u0000 Петров\u202e', role: 'manager' });
    const slot = await owner.trials.slots.create({
      weekday: 2,
      time: '18:00',
      direction: 'Mma',
      title: 'Дети\u0000\u202e',
      ageMin: 7,
      ageMax: 12,
    });
    const form = new FormData();
    form.append('files', await phoneJpeg('Зал.jpg'));
    const [item] = await owner.media.upload(form);
    if (!item) throw new Error('no item');
    await owner.media.update({
      id: item.id,
      alt: 'Зал\u0000',
      caption: 'Строка\nвторая\u202e',
      focal: { x: 0.5, y: 0.5 },
      folder: '',
      tags: ['дети\u202e'],
      name: 'photo\u202egnp.exe',
    });
    const stored = deps.db.select().from(media).all()[0];
    expect(stored).toMatchObject({ name: 'photognp.exe', alt: 'Зал', caption: 'Строка\nвторая' });
    expect(
      deps.db
        .select({ name: admins.name })
        .from(admins)
        .all()
        .map((row) => row.name),
    ).toContain('Иван Петров');
    expect(
      deps.db
        .select()
        .from(trialSlots)
        .all()
        .map((row) => row.title),
    ).toEqual(['Дети']);
    expect(member).toBeTruthy();
    expect(slot.title).toBe('Дети');
  });
});
