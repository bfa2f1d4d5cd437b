import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/womens-self-defense')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:womens-self-defense'),
  head: kindHead('direction:womens-self-defense'),
  component: WomensSelfDefensePage,
});

function WomensSelfDefensePage() {
  return <DirectionPage slug="womens-self-defense" />;
}
