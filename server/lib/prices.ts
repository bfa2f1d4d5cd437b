import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serverMessages } from '#shared/messages/server.ru';
import type { createPriceInput, PriceItem, updatePriceInput } from '#shared/schemas/price';
import type { Db } from '../db/client';
import { prices } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { nextPosition } from './positions';

type PriceRow = typeof prices.$inferSelect;
type PriceFields = z.output<typeof createPriceInput>;
type PriceUpdate = z.output<typeof updatePriceInput>;

/** `duration` is optional in the spec: absent rather than null when not set. */
export function toPriceItem(row: PriceRow): PriceItem {
  return {
    _id: row.id,
    category: row.category,
    price: row.price,
    ...(row.duration ? { duration: row.duration } : {}),
    description: row.description,
  };
}

export function listPrices({ db }: Pick<AppDeps, 'db'>): PriceItem[] {
  return db.select().from(prices).orderBy(asc(prices.position), asc(prices.createdAt), asc(sql`rowid`)).all().map(toPriceItem);
}

type Writer = Pick<Db, 'insert'>;

function insertPrice(db: Writer, now: number, item: PriceFields, position: number): PriceItem {
  const row = db
    .insert(prices)
    .values({
      id: randomUUID(),
      category: item.category,
      price: item.price,
      duration: item.duration ?? null,
      description: item.description,
      position,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return toPriceItem(row);
}

/** A new position goes after the existing ones. */
export function createPrice({ db, now }: Pick<AppDeps, 'db' | 'now'>, item: PriceFields): PriceItem {
  return insertPrice(db, now(), item, nextPosition(db, prices));
}

/** Several positions in order, all or none. */
export function createPrices({ db, now }: Pick<AppDeps, 'db' | 'now'>, items: PriceFields[]): PriceItem[] {
  const at = now();
  return db.transaction((tx) => {
    let position = nextPosition(tx, prices);
    return items.map((item) => insertPrice(tx, at, item, position++));
  });
}

export function updatePrice({ db, now }: Pick<AppDeps, 'db' | 'now'>, input: PriceUpdate): PriceItem {
  const row = db
    .update(prices)
    .set({
      category: input.category,
      price: input.price,
      duration: input.duration ?? null,
      description: input.description,
      updatedAt: now(),
    })
    .where(eq(prices.id, input._id))
    .returning()
    .get();
  if (!row) throw new DomainError('not-found', serverMessages.adminPrices.notFound);
  return toPriceItem(row);
}

export function deletePrice({ db }: Pick<AppDeps, 'db'>, id: string): void {
  const deleted = db.delete(prices).where(eq(prices.id, id)).returning({ id: prices.id }).get();
  if (!deleted) throw new DomainError('not-found', serverMessages.adminPrices.notFound);
}
