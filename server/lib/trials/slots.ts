import { asc, eq } from 'drizzle-orm';
import { serverMessages } from '#shared/messages/server.ru';
import type { Direction } from '#shared/schemas/application';
import type { TrialSlot, TrialSlotFields } from '#shared/schemas/trial';
import { trialBookings, trialSlots } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { DomainError } from '../domain-error';
import type { SlotRow } from './rows';

// The admin's trial slots: which weekly classes take trial visitors.

export function toTrialSlot(row: SlotRow): TrialSlot {
  return {
    id: row.id,
    _id: String(row.id),
    weekday: row.weekday,
    time: row.time,
    durationMinutes: row.durationMinutes,
    direction: row.direction as Direction,
    title: row.title,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    capacity: row.capacity,
    active: row.active,
  };
}

export function listSlots({ db }: Pick<AppDeps, 'db'>): TrialSlot[] {
  return db
    .select()
    .from(trialSlots)
    .orderBy(asc(trialSlots.weekday), asc(trialSlots.time), asc(trialSlots.id))
    .all()
    .map(toTrialSlot);
}

export function createSlot({ db }: Pick<AppDeps, 'db'>, fields: TrialSlotFields): TrialSlot {
  return toTrialSlot(db.insert(trialSlots).values(fields).returning().get());
}

export function updateSlot({ db }: Pick<AppDeps, 'db'>, id: number, fields: TrialSlotFields): TrialSlot {
  const row = db.update(trialSlots).set(fields).where(eq(trialSlots.id, id)).returning().get();
  if (!row) throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
  return toTrialSlot(row);
}

/** A slot with bookings is switched off instead (the bookings stay for the history and the funnel). */
export function deleteSlot({ db }: Pick<AppDeps, 'db'>, id: number): { deleted: boolean } {
  const slot = db.select().from(trialSlots).where(eq(trialSlots.id, id)).get();
  if (!slot) throw new DomainError('not-found', serverMessages.errors.notFoundEntity);
  const used = db.select({ id: trialBookings.id }).from(trialBookings).where(eq(trialBookings.slotId, id)).get();
  if (used) {
    db.update(trialSlots).set({ active: false }).where(eq(trialSlots.id, id)).run();
    return { deleted: false };
  }
  db.delete(trialSlots).where(eq(trialSlots.id, id)).run();
  return { deleted: true };
}
