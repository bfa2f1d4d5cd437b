import { applicationStatusValues } from '#shared/constants';
import { directions } from '#shared/directions';
import type { ApplicationStatus, Direction } from '#shared/schemas/application';

/** The inbox filters live in the URL (?status=new&direction=Boxing) so they survive reload and share. */
export interface ApplicationsSearch {
  status?: ApplicationStatus;
  direction?: Direction;
}

const directionValues = directions.map((direction) => direction.applicationValue);

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * Checked by hand, not with zod, and without importing the schema module: route configs are in the
 * entry bundle every public page loads, and zod would add ~24 kB gzip there.
 */
export function parseApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  const status = oneOf(applicationStatusValues, search.status);
  const direction = oneOf(directionValues, search.direction);
  // Both keys are returned, undefined when invalid: the router keeps raw values of keys left out.
  return { status, direction };
}
