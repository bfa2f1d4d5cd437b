import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/mma')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'mma' }),
  head: directionHead('mma'),
  component: MmaPage,
});

function MmaPage() {
  return <DirectionPage slug="mma" />;
}
