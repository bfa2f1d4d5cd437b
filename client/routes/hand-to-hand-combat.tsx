import { createFileRoute } from '@tanstack/react-router';
import { handToHandCombatContent } from '../features/directions/content/hand-to-hand-combat';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/hand-to-hand-combat')({
  head: directionHead('hand-to-hand-combat'),
  component: HandToHandCombatPage,
});

function HandToHandCombatPage() {
  return <DirectionPage content={handToHandCombatContent} />;
}
