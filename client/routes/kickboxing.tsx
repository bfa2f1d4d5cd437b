import { createFileRoute } from '@tanstack/react-router';
import { DirectionPage } from '../features/directions/direction-page';
import { ensurePublishedPage } from '../lib/use-published-page';
import { kindHead } from '../pages/kind-head';

export const Route = createFileRoute('/kickboxing')({
  loader: ({ context }) => ensurePublishedPage(context.trpc, 'direction:kickboxing'),
  head: kindHead('direction:kickboxing'),
  component: KickboxingPage,
});

function KickboxingPage() {
  return <DirectionPage slug="kickboxing" />;
}
