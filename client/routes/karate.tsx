import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/karate')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'karate' }),
  head: directionHead('karate'),
  component: KaratePage,
});

function KaratePage() {
  return <DirectionPage slug="karate" />;
}
