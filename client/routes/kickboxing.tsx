import { createFileRoute } from '@tanstack/react-router';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';

export const Route = createFileRoute('/kickboxing')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:kickboxing'),
  head: directionHead('kickboxing'),
  component: KickboxingPage,
});

function KickboxingPage() {
  return <DirectionPage slug="kickboxing" />;
}
