import { searchId, searchOneOf } from '#client/lib/search-params';
import { directions } from '#shared/directions';
import type { Direction } from '#shared/schemas/application';

/** /waiting-list?direction=Boxing&session=12-2026-11-27: the direction page or the schedule chose for the visitor. */
export interface WaitingListSearch {
  direction?: Direction;
  session?: string;
  /** From the family page's 'Записать ещё ребёнка': the guardian's phone and name, filled in. */
  phone?: string;
  guardian?: string;
}

const directionValues = directions.map((direction) => direction.applicationValue);

/** By hand, without zod: route configs are in the entry bundle of every page. */
export function parseWaitingListSearch(search: Record<string, unknown>): WaitingListSearch {
  const session = searchId(search.session, 40);
  // Only a phone already in the mask (the family page sends it so): the phone rules stay out of the entry.
  const phone = typeof search.phone === 'string' ? search.phone.trim() : '';
  return {
    direction: searchOneOf(search.direction, directionValues),
    session: session && /^\d{1,9}-\d{4}-\d{2}-\d{2}$/.test(session) ? session : undefined,
    phone: /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(phone) ? phone : undefined,
    guardian: searchId(search.guardian, 100),
  };
}
