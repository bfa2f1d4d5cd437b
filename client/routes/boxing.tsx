import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/boxing')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:boxing'),
  head: directionHead('boxing'),
  component: BoxingPage,
});

function BoxingPage() {
  return <DirectionPage slug="boxing" />;
}
