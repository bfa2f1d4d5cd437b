import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/hand-to-hand-combat')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:hand-to-hand-combat'),
  head: kindHead('direction:hand-to-hand-combat'),
  component: HandToHandCombatPage,
});

function HandToHandCombatPage() {
  return <DirectionPage slug="hand-to-hand-combat" />;
}
