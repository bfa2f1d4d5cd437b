import { createFileRoute } from '@tanstack/react-router';
import { womensSelfDefenseContent } from '../features/directions/content/womens-self-defense';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/womens-self-defense')({
  head: directionHead('womens-self-defense'),
  component: WomensSelfDefensePage,
});

function WomensSelfDefensePage() {
  return <DirectionPage content={womensSelfDefenseContent} />;
}
