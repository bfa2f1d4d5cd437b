import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/grappling')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:grappling'),
  head: directionHead('grappling'),
  component: GrapplingPage,
});

function GrapplingPage() {
  return <DirectionPage slug="grappling" />;
}
