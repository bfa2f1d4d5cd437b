import { createFileRoute } from '@tanstack/react-router';
import { LawSettingsPanel } from '#client/features/admin-settings/components/law-settings';
import { SettingsForm } from '#client/features/admin-settings/components/settings-form';
import { useSiteSettings } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';

export const Route = createFileRoute('/_admin/admin/settings')({
  head: () => ({ meta: [{ title: publicMessages.adminTitles.settings }] }),
  component: SettingsRoute,
});

function SettingsRoute() {
  // The root loader has the settings in the cache already.
  return (
    <SettingsForm settings={useSiteSettings()}>
      <LawSettingsPanel />
    </SettingsForm>
  );
}
