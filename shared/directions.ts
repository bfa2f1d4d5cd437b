import type { Direction } from './schemas/application';

/**
 * The seven training directions. `route` is the page's path; `canonicalPath` is its canonical link
 * (kept from the old site's links), which differs for hand-to-hand combat and women's self-defense.
 * `applicationValue` is the legacy waiting-list value (shared/schemas/application.ts).
 */
export const directions = [
  { slug: 'mma', route: '/mma', canonicalPath: '/mma', name: 'ММА', applicationValue: 'Mma', banner: 'video' },
  {
    slug: 'grappling',
    route: '/grappling',
    canonicalPath: '/grappling',
    name: 'Грэпплинг',
    applicationValue: 'Grappling',
    banner: 'video',
  },
  { slug: 'boxing', route: '/boxing', canonicalPath: '/boxing', name: 'Бокс', applicationValue: 'Boxing', banner: 'video' },
  {
    slug: 'kickboxing',
    route: '/kickboxing',
    canonicalPath: '/kickboxing',
    name: 'Кикбоксинг',
    applicationValue: 'Kickboxing',
    banner: 'video',
  },
  {
    slug: 'hand-to-hand-combat',
    route: '/hand-to-hand-combat',
    canonicalPath: '/hand-to-hand',
    name: 'Рукопашный бой',
    applicationValue: 'Hand-to-hand combat',
    banner: 'gradient',
  },
  { slug: 'karate', route: '/karate', canonicalPath: '/karate', name: 'Каратэ', applicationValue: 'Karate', banner: 'video' },
  {
    slug: 'womens-self-defense',
    route: '/womens-self-defense',
    canonicalPath: '/women-self-defense',
    name: 'Женская самооборона',
    applicationValue: "Women's self-defense",
    banner: 'gradient',
  },
] as const satisfies ReadonlyArray<{
  slug: string;
  route: `/${string}`;
  canonicalPath: `/${string}`;
  name: string;
  applicationValue: Direction;
  banner: 'video' | 'gradient';
}>;

export type DirectionInfo = (typeof directions)[number];
export type DirectionSlug = DirectionInfo['slug'];

export function directionBySlug(slug: string): DirectionInfo | undefined {
  return directions.find((direction) => direction.slug === slug);
}

export function directionByApplicationValue(value: string): DirectionInfo | undefined {
  return directions.find((direction) => direction.applicationValue === value);
}

/** 'Boxing' → 'Бокс': the Russian name of a stored direction value (the value itself when unknown). */
export function directionName(value: string): string {
  return directionByApplicationValue(value)?.name ?? value;
}
