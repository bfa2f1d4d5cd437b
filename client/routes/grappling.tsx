import { createFileRoute } from '@tanstack/react-router';
import { grapplingContent } from '../features/directions/content/grappling';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/grappling')({
  head: directionHead('grappling'),
  component: GrapplingPage,
});

function GrapplingPage() {
  return <DirectionPage content={grapplingContent} />;
}
