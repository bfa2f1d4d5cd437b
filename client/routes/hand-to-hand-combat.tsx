import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/hand-to-hand-combat')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:hand-to-hand-combat'),
  head: directionHead('hand-to-hand-combat'),
  component: HandToHandCombatPage,
});

function HandToHandCombatPage() {
  return <DirectionPage slug="hand-to-hand-combat" />;
}
