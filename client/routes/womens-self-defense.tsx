import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/womens-self-defense')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:womens-self-defense'),
  head: directionHead('womens-self-defense'),
  component: WomensSelfDefensePage,
});

function WomensSelfDefensePage() {
  return <DirectionPage slug="womens-self-defense" />;
}
