import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { TelegramIcon, VkIcon, YoutubeIcon } from '../ui/icons';

const networks = [
  { key: 'vkUrl', label: publicMessages.site.socialVk, Icon: VkIcon },
  { key: 'telegramUrl', label: publicMessages.site.socialTelegram, Icon: TelegramIcon },
  { key: 'youtubeUrl', label: publicMessages.site.socialYoutube, Icon: YoutubeIcon },
] as const;

/** The club's VK, Telegram and YouTube links; a network without an address in the settings is left out. */
export function SocialLinks({ settings, className = '' }: { settings: SiteSettingsView; className?: string }) {
  const links = networks.filter((network) => settings[network.key]);
  if (links.length === 0) return null;
  return (
    <ul className={`social-links ${className}`}>
      {links.map(({ key, label, Icon }) => (
        <li key={key}>
          <a className="social-links__link" href={settings[key]} target="_blank" rel="noopener noreferrer" aria-label={label}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
