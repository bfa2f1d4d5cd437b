import { describe, expect, it } from 'vitest';
import { actionPhrase, describeChange, fieldWords, kindName, objectWords } from './audit-entry';

const entry = {
  action: 'prices.update',
  objectKind: 'prices',
  objectId: 'k3v9',
  fields: ['_id', 'category', 'price', 'duration', 'description'],
  changed: ['price'],
  label: 'Бокс, 8 занятий',
};

describe('an audit entry in Russian', () => {
  it('names the person, what was done, the object and the fields that changed', () => {
    expect(describeChange('Ирина Петрова', entry)).toBe('Ирина Петрова: изменена цена «Бокс, 8 занятий» (цена)');
  });

  it('lists the fields sent, without the id, when the server could not compare', () => {
    expect(fieldWords({ fields: ['id', 'status', 'note'], changed: null, objectKind: 'applications' })).toEqual([
      'статус',
      'заметка',
    ]);
    expect(fieldWords({ fields: ['name'], changed: null, objectKind: 'groups' })).toEqual(['название']);
    expect(fieldWords({ fields: ['name'], changed: null, objectKind: 'coaches' })).toEqual(['имя']);
    expect(fieldWords({ fields: ['mapLat', 'mapLng'], changed: null, objectKind: 'settings' })).toEqual(['карта']);
    expect(fieldWords({ fields: ['id'], changed: [], objectKind: 'prices' })).toEqual([]);
  });

  it('names an object without a label by its number, and not by an opaque id', () => {
    expect(objectWords({ label: null, objectId: '12' })).toBe('№12');
    expect(objectWords({ label: null, objectId: 'k3v9' })).toBe('');
    expect(objectWords({ label: null, objectId: null })).toBe('');
    expect(
      describeChange('Анна', {
        ...entry,
        action: 'applications.update',
        objectKind: 'applications',
        objectId: '12',
        label: null,
        changed: null,
        fields: ['id', 'status'],
      }),
    ).toBe('Анна: изменена заявка №12 (статус)');
  });

  it('still names the section of a change it has no phrase for', () => {
    expect(actionPhrase('prices.archive', 'prices')).toBe('изменение в разделе «Цены»');
    expect(kindName('unknown')).toBe('unknown');
    expect(
      describeChange('Анна', {
        ...entry,
        action: 'ad.toggle',
        objectKind: 'ad',
        objectId: null,
        label: null,
        changed: ['isActive'],
        fields: [],
      }),
    ).toBe('Анна: изменён показ рекламы (показ)');
  });

  it('says which way a two-way change went', () => {
    const toggle = { objectKind: 'ad', objectId: null, label: null, changed: ['isActive'], fields: [] };
    expect(describeChange('Анна', { ...toggle, action: 'ad.toggle.on' })).toBe('Анна: реклама включена (показ)');
    expect(describeChange('Анна', { ...toggle, action: 'ad.toggle.off' })).toBe('Анна: реклама выключена (показ)');
    const account = { objectKind: 'staff', objectId: '7', label: 'Иван', changed: ['disabledAt'], fields: ['id', 'enabled'] };
    expect(describeChange('Анна', { ...account, action: 'staff.setEnabled.off' })).toBe(
      'Анна: отключён вход сотрудника «Иван» (вход)',
    );
    expect(actionPhrase('staff.setEnabled.on', 'staff')).toBe('включён вход сотрудника');
  });
});
