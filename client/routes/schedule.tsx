import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../shared/messages.ru';
import { SchedulePage } from '../features/schedule/schedule-page';
import { parseScheduleSearch } from '../features/schedule/schedule-search';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/schedule')({
  validateSearch: parseScheduleSearch,
  loader: ({ context }) => context.trpc.schedule.list.ensureData(),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/schedule',
      title: messages.schedulePage.title(settings?.clubName ?? ''),
      description: messages.schedulePage.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: SchedulePage,
});
