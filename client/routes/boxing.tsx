import { createFileRoute } from '@tanstack/react-router';
import { directionBySlug } from '../../shared/directions';
import { boxingContent } from '../features/directions/content/boxing';
import { boxingMeta } from '../features/directions/content/meta';
import { DirectionPage } from '../features/directions/direction-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/boxing')({
  head: ({ match }) => {
    const clubName = match.context.trpc.settings.get.getData()?.clubName;
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/boxing',
      title: clubName ? `${boxingMeta.title} — ${clubName}` : boxingMeta.title,
      description: boxingMeta.description,
    });
  },
  component: BoxingPage,
});

function BoxingPage() {
  const direction = directionBySlug('boxing');
  if (!direction) throw new Error('Направление boxing не описано в shared/directions.ts');
  return <DirectionPage direction={direction} content={boxingContent} />;
}
