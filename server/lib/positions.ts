import { type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';

/** A table of the admin's ordered lists: coaches, products, prices, journal records. */
type OrderedTable = SQLiteTable & { position: AnySQLiteColumn };

/**
 * 'Append at the end': the position after the last row of the list (0 for an empty one), so a new
 * item shows last in the admin's order. `where` narrows the list when a table holds several (the
 * journal's records are ordered within one group's month). Takes a transaction as well as the
 * database, so a batch can read it once and count on from there inside its transaction.
 */
export function nextPosition(db: Pick<Db, 'select'>, table: OrderedTable, where?: SQL): number {
  const last = db
    .select({ max: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(where)
    .get();
  return (last?.max ?? -1) + 1;
}
