import { createFileRoute } from '@tanstack/react-router';
import { boxingContent } from '../features/directions/content/boxing';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/boxing')({
  head: directionHead('boxing'),
  component: BoxingPage,
});

function BoxingPage() {
  return <DirectionPage content={boxingContent} />;
}
