import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/boxing')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:boxing'),
  head: kindHead('direction:boxing'),
  component: BoxingPage,
});

function BoxingPage() {
  return <DirectionPage slug="boxing" />;
}
