import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/grappling')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:grappling'),
  head: kindHead('direction:grappling'),
  component: GrapplingPage,
});

function GrapplingPage() {
  return <DirectionPage slug="grappling" />;
}
