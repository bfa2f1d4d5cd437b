import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { membersMessages } from '#shared/messages/admin-members.ru';
import type { createPassTypeInput, PassType, updatePassTypeInput } from '#shared/schemas/passes';
import type { Db } from '../../db/client';
import { groups, passes, passTypes, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import { nextPosition } from '../positions';

type Row = typeof passTypes.$inferSelect;
type CreateInput = z.output<typeof createPassTypeInput>;
type UpdateInput = z.output<typeof updatePassTypeInput>;

export function toPassType(row: Row): PassType {
  return {
    _id: String(row.id),
    id: row.id,
    name: row.name,
    directions: row.directions,
    groupIds: row.groupIds,
    classes: row.classes,
    validityDays: row.validityDays,
    validFrom: row.validFrom,
    priceKopecks: row.priceKopecks,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    freezeDays: row.freezeDays,
    soldOnline: row.soldOnline,
    archived: row.archivedAt !== null,
  };
}

export function passTypeRow(db: Pick<Db, 'select'>, id: number): Row {
  const row = db.select().from(passTypes).where(eq(passTypes.id, id)).get();
  if (!row) throw new DomainError('not-found', membersMessages.server.passTypeNotFound);
  return row;
}

/** The types on sale, in the editor's order (archived ones only with `archived`). */
export function listPassTypes(deps: Pick<AppDeps, 'db'>, options: { archived?: boolean } = {}): PassType[] {
  const rows = deps.db.select().from(passTypes).orderBy(asc(passTypes.position), asc(passTypes.id)).all();
  return rows.filter((row) => options.archived || row.archivedAt === null).map(toPassType);
}

function values(deps: Pick<AppDeps, 'db'>, input: CreateInput) {
  const groupIds = [...new Set(input.groupIds)];
  if (groupIds.length > 0) {
    const found = deps.db.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds)).all();
    if (found.length !== groupIds.length) throw new DomainError('not-found', membersMessages.server.groupNotFound);
  }
  return {
    name: input.name,
    directions: [...new Set(input.directions)],
    groupIds,
    classes: input.classes,
    validityDays: input.validityDays,
    validFrom: input.validFrom,
    priceKopecks: input.price,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
    freezeDays: input.freezeDays,
    soldOnline: input.soldOnline,
  };
}

export function createPassType(deps: Pick<AppDeps, 'db' | 'now'>, input: CreateInput): PassType {
  const row = deps.db
    .insert(passTypes)
    .values({ ...values(deps, input), position: nextPosition(deps.db, passTypes, isNull(passTypes.archivedAt)) })
    .returning()
    .get();
  return toPassType(row);
}

/** Changes the type for the sales to come; the passes already sold keep what they were sold with. */
export function updatePassType(deps: Pick<AppDeps, 'db' | 'now'>, input: UpdateInput): PassType {
  passTypeRow(deps.db, input.id);
  const row = deps.db
    .update(passTypes)
    .set({ ...values(deps, input), updatedAt: deps.now() })
    .where(eq(passTypes.id, input.id))
    .returning()
    .get();
  if (!row) throw new DomainError('not-found', membersMessages.server.passTypeNotFound);
  return toPassType(row);
}

/**
 * A type nobody bought is deleted; one with passes or payments is archived (no longer sold, kept
 * for the passes that point to it).
 */
export function deletePassType(deps: Pick<AppDeps, 'db' | 'now'>, id: number): { id: number; archived: boolean } {
  return deps.db.transaction((tx) => {
    passTypeRow(tx, id);
    const used =
      tx.select({ id: passes.id }).from(passes).where(eq(passes.passTypeId, id)).get() !== undefined ||
      tx.select({ id: payments.id }).from(payments).where(eq(payments.passTypeId, id)).get() !== undefined;
    if (used) {
      tx.update(passTypes)
        .set({ archivedAt: deps.now(), soldOnline: false, updatedAt: deps.now() })
        .where(eq(passTypes.id, id))
        .run();
      return { id, archived: true };
    }
    tx.delete(passTypes).where(eq(passTypes.id, id)).run();
    return { id, archived: false };
  });
}
