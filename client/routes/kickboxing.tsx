import { createFileRoute } from '@tanstack/react-router';
import { kickboxingContent } from '../features/directions/content/kickboxing';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/kickboxing')({
  head: directionHead('kickboxing'),
  component: KickboxingPage,
});

function KickboxingPage() {
  return <DirectionPage content={kickboxingContent} />;
}
