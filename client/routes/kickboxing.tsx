import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/kickboxing')({
  loader: ({ context }) => context.trpc.pages.direction.ensureData({ slug: 'kickboxing' }),
  head: directionHead('kickboxing'),
  component: KickboxingPage,
});

function KickboxingPage() {
  return <DirectionPage slug="kickboxing" />;
}
