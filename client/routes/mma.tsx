import { createFileRoute } from '@tanstack/react-router';
import { mmaContent } from '../features/directions/content/mma';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/mma')({
  head: directionHead('mma'),
  component: MmaPage,
});

function MmaPage() {
  return <DirectionPage content={mmaContent} />;
}
