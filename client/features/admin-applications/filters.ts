import { directions } from '#shared/directions';
import { adminMessages } from '#shared/messages/admin.ru';
import { applicationStatusValues } from '#shared/schemas/application';

export const statusOptions = applicationStatusValues.map((value) => ({
  value,
  label: adminMessages.waitingList.statuses[value],
}));

export const directionOptions = directions.map((direction) => ({ value: direction.applicationValue, label: direction.name }));

export function directionLabel(value: string): string {
  return directions.find((direction) => direction.applicationValue === value)?.name ?? value;
}
