import { isDeepStrictEqual } from 'node:util';
import { pagesSchemaMessages } from '#shared/messages/schemas/pages.ru';
import { serverMessages } from '#shared/messages/server.ru';

/** 'Изменено: Основатель, Галерея': the top-level parts that differ between two versions of a page. */
export function changeSummary(before: unknown, after: unknown): string {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const changed = keys.filter((key) => !isDeepStrictEqual(a[key], b[key]));
  if (changed.length === 0) return serverMessages.pages.unchangedSummary;
  return serverMessages.pages.changedSummary(changed.map((key) => pagesSchemaMessages.parts[key] ?? key));
}
