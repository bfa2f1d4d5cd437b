import { type Direction, directionValues } from '#shared/schemas/application';
import type { StaffMember, StaffRole } from '#shared/schemas/staff';

export interface StaffFormValues {
  name: string;
  login: string;
  role: StaffRole;
  groupIds: string[];
  directions: Direction[];
}

export const emptyStaffForm: StaffFormValues = { name: '', login: '', role: 'coach', groupIds: [], directions: [] };

export function staffFormOf(member: StaffMember): StaffFormValues {
  const directions = member.directions.filter((value): value is Direction =>
    (directionValues as readonly string[]).includes(value),
  );
  return { name: member.name, login: member.login, role: member.role, groupIds: member.groupIds, directions };
}

/** Adds or removes one value of a checkbox list, keeping the others in their order. */
export function toggled<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}
