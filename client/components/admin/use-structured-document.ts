import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { messagePerPath, pathKey } from '#shared/schemas/field-messages';
import type { Path } from './schema-fields';
import { withValueAt } from './schema-fields';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** Whether a message at `key` concerns a field a person changed (the field, a part of it, or the list it is in). */
function concerns(key: string, touched: ReadonlySet<string>): boolean {
  for (const each of touched) {
    if (key === each || key.startsWith(`${each}.`) || each.startsWith(`${key}.`)) return true;
  }
  return false;
}

export type DocumentCheck<Data> = { ok: true; data: Data } | { ok: false; errors: Record<string, string> };

/**
 * A document edited in a structured editor: its value, the schema's messages (live on the fields a
 * person changed, on every field once they tried to save), whether it differs from the saved one,
 * and the unsaved-changes guard. The schema is the server's own, so what passes here passes there.
 */
export function useStructuredDocument<Schema extends z.ZodType>(schema: Schema, saved: unknown) {
  const [base, setBase] = useState(saved);
  const [document, setDocument] = useState(saved);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);

  const parsed = useMemo(() => schema.safeParse(document), [schema, document]);
  const allErrors = useMemo(() => (parsed.success ? {} : messagePerPath(parsed.error.issues)), [parsed]);
  const errors = useMemo(
    () => (showAll ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([key]) => concerns(key, touched)))),
    [allErrors, showAll, touched],
  );
  const isDirty = useMemo(() => JSON.stringify(document) !== JSON.stringify(base), [document, base]);
  useUnsavedChangesGuard(isDirty);

  return {
    document,
    errors,
    isDirty,
    isValid: parsed.success,
    change: (path: Path, value: unknown) => {
      setDocument((current: unknown) => withValueAt(current, path, value));
      setTouched((current) => new Set(current).add(pathKey(path)));
    },
    /** Before a save: the checked document, or every message shown on its field. */
    check: (): DocumentCheck<z.output<Schema>> => {
      setShowAll(true);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: allErrors };
    },
    /** The server has this version now (saved, or loaded anew): it is the one 'unsaved' compares with. */
    markSaved: (next: unknown = document) => setBase(next),
    /** Start again from a document (the newer version, a restored revision): the typed text is dropped. */
    replace: (next: unknown) => {
      setBase(next);
      setDocument(next);
      setTouched(new Set());
      setShowAll(false);
    },
  };
}

export type StructuredDocument = ReturnType<typeof useStructuredDocument>;
