import type { DirectionSlug } from '#shared/directions';
import type { DirectionDocument } from '#shared/schemas/pages/direction';
import { boxingPage } from './boxing';
import { grapplingPage } from './grappling';
import { handToHandCombatPage } from './hand-to-hand-combat';
import { karatePage } from './karate';
import { kickboxingPage } from './kickboxing';
import { mmaPage } from './mma';
import { womensSelfDefensePage } from './womens-self-defense';

/** The seven direction pages of the demo club, their first published versions. */
export const demoDirectionPages: Record<DirectionSlug, DirectionDocument> = {
  mma: mmaPage,
  grappling: grapplingPage,
  boxing: boxingPage,
  kickboxing: kickboxingPage,
  'hand-to-hand-combat': handToHandCombatPage,
  karate: karatePage,
  'womens-self-defense': womensSelfDefensePage,
};
