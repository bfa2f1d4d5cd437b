import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/karate')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:karate'),
  head: kindHead('direction:karate'),
  component: KaratePage,
});

function KaratePage() {
  return <DirectionPage slug="karate" />;
}
