import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/boxing')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'boxing' }),
  head: directionHead('boxing'),
  component: BoxingPage,
});

function BoxingPage() {
  return <DirectionPage slug="boxing" />;
}
