import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/mma')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:mma'),
  head: directionHead('mma'),
  component: MmaPage,
});

function MmaPage() {
  return <DirectionPage slug="mma" />;
}
