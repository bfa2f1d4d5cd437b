import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { settings } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';

/**
 * One JSON document kept under one key of the `settings` table: the site settings, the data-handling
 * (law) settings, the trial settings, and so on. Every such document is read and written the same way:
 *
 * ```ts
 * const lawDocument = settingsDocument('law', lawSettingsSchema, defaultLawSettings);
 * export const readLawSettings = lawDocument.read;   // (deps) => LawSettings
 * export const writeLawSettings = lawDocument.write; // (deps, value) => LawSettings, as stored
 * ```
 *
 * - `read` never fails: nothing stored gives the defaults; a document stored by an older version,
 *   which lacks the newer fields, gets those from the defaults; a document the schema no longer
 *   accepts gives the defaults too (the admin saves it anew), so a page never breaks on settings.
 * - `update` is `write` of the current document with some fields changed (a toggle, a new image).
 * - `write` checks the value with the same schema (a procedure has already checked its input; the
 *   seed, the command-line tools and the tests have not), stores what the schema returns (trimmed)
 *   with the time of the change, and returns it. A value the schema refuses is a `bad-input`
 *   DomainError carrying the schema's first Russian message, never a half-written row.
 */
export interface SettingsDocument<T> {
  /** The settings table's key, e.g. 'site'. */
  readonly key: string;
  read(deps: Pick<AppDeps, 'db'>): T;
  write(deps: Pick<AppDeps, 'db' | 'now'>, value: T): T;
  /** Changes some fields: the stored document (or the defaults) with `changes` over it, written as by `write`. */
  update(deps: Pick<AppDeps, 'db' | 'now'>, changes: Partial<T>): T;
}

export function settingsDocument<T extends object>(
  key: string,
  schema: z.ZodType<T, unknown>,
  defaults: T | (() => T),
): SettingsDocument<T> {
  // A function lets a default depend on a catalogue that is read lazily (and keeps one object per read).
  const fallback = (): T => (typeof defaults === 'function' ? (defaults as () => T)() : defaults);
  const document: SettingsDocument<T> = {
    key,
    read(deps) {
      const row = deps.db.select().from(settings).where(eq(settings.key, key)).get();
      if (!row || typeof row.value !== 'object' || row.value === null) return fallback();
      const parsed = schema.safeParse({ ...fallback(), ...(row.value as object) });
      return parsed.success ? parsed.data : fallback();
    },
    write(deps, value) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new DomainError('bad-input', parsed.error.issues[0]?.message ?? key);
      const updatedAt = deps.now();
      deps.db
        .insert(settings)
        .values({ key, value: parsed.data, updatedAt })
        .onConflictDoUpdate({ target: settings.key, set: { value: parsed.data, updatedAt } })
        .run();
      return parsed.data;
    },
    update(deps, changes) {
      return document.write(deps, { ...document.read(deps), ...changes });
    },
  };
  return document;
}
