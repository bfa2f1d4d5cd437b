import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/womens-self-defense')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'womens-self-defense' }),
  head: directionHead('womens-self-defense'),
  component: WomensSelfDefensePage,
});

function WomensSelfDefensePage() {
  return <DirectionPage slug="womens-self-defense" />;
}
