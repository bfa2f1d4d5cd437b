import { describe, expect, it } from 'vitest';
import { auditFilterOf, parseAuditSearch } from './search';

describe('the journal’s filters in the address', () => {
  it('keeps valid values and drops the rest', () => {
    expect(parseAuditSearch({ person: '3', kind: 'prices', from: '2026-11-01', to: '2026-11-30', page: '2' })).toEqual({
      person: 3,
      kind: 'prices',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
    expect(parseAuditSearch({ person: '-1', kind: 'DROP TABLE', from: '1.11.2026', page: '1' })).toEqual({
      person: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });

  it('gives the server its filter', () => {
    expect(auditFilterOf({ person: 3, kind: 'prices', page: 4 })).toEqual({
      adminId: 3,
      kind: 'prices',
      from: undefined,
      to: undefined,
    });
  });
});
