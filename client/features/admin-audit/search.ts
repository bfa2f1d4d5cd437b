/** The journal's filters live in the URL (?person=3&kind=prices&from=2026-11-01&to=2026-11-30&page=2). */
export interface AuditSearch {
  person?: number;
  kind?: string;
  from?: string;
  to?: string;
  page?: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KIND = /^[a-z][A-Za-z]{0,39}$/;

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * Checked by hand, not with zod: route configs are in the entry bundle every public page loads. The
 * server checks the filters again with its schema (dates, order) and answers in Russian.
 */
export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const text = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : undefined);
  const page = positiveInteger(search.page);
  return {
    person: positiveInteger(search.person),
    kind: text(search.kind, KIND),
    from: text(search.from, ISO_DATE),
    to: text(search.to, ISO_DATE),
    // Page 1 is the address without a page.
    page: page && page > 1 ? page : undefined,
  };
}

/** The server's filter from the address. */
export function auditFilterOf(search: AuditSearch) {
  return { adminId: search.person, kind: search.kind, from: search.from, to: search.to };
}
