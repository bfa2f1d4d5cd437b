import { trpc } from './trpc';

/** Contacts, hours and links: loaded by the root route's loader, so always in the cache when pages render. */
export function useSiteSettings() {
  const [settings] = trpc.settings.get.useSuspenseQuery();
  return settings;
}

export type SiteSettingsView = ReturnType<typeof useSiteSettings>;
