import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/karate')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:karate'),
  head: directionHead('karate'),
  component: KaratePage,
});

function KaratePage() {
  return <DirectionPage slug="karate" />;
}
