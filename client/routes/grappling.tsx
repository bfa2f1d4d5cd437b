import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/grappling')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'grappling' }),
  head: directionHead('grappling'),
  component: GrapplingPage,
});

function GrapplingPage() {
  return <DirectionPage slug="grappling" />;
}
