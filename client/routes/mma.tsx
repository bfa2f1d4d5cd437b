import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/mma')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:mma'),
  head: kindHead('direction:mma'),
  component: MmaPage,
});

function MmaPage() {
  return <DirectionPage slug="mma" />;
}
