import { createFileRoute } from '@tanstack/react-router';
import { karateContent } from '../features/directions/content/karate';
import { directionHead } from '../features/directions/direction-head';
import { DirectionPage } from '../features/directions/direction-page';

export const Route = createFileRoute('/karate')({
  head: directionHead('karate'),
  component: KaratePage,
});

function KaratePage() {
  return <DirectionPage content={karateContent} />;
}
