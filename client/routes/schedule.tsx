import { createFileRoute } from '@tanstack/react-router';
import { publicMessages } from '#shared/messages/public.ru';
import { SchedulePage } from '../features/schedule/schedule-page';
import { parseScheduleSearch } from '../features/schedule/schedule-search';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/schedule')({
  validateSearch: parseScheduleSearch,
  // The trial sessions mark the classes that take trial visitors (a link to book one).
  loader: ({ context }) =>
    Promise.all([context.trpc.schedule.list.ensureData(), context.trpc.trials.sessions.list.ensureData({})]),
  head: ({ match }) => {
    const settings = match.context.trpc.settings.get.getData();
    return pageHead({
      siteOrigin: match.context.siteOrigin,
      path: '/schedule',
      title: publicMessages.heads.schedule.title(settings?.clubName ?? ''),
      description: publicMessages.heads.schedule.description(settings?.clubName ?? '', settings?.city ?? ''),
    });
  },
  component: SchedulePage,
});
