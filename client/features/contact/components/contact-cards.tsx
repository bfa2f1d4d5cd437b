import type { ReactNode } from 'react';
import { ClockIcon, PhoneIcon, PinIcon, TelegramIcon, VkIcon, YoutubeIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { telHref } from '#client/lib/phone';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { contactMessages } from '#shared/messages/screens/contact.ru';

const copy = contactMessages;
const { contacts } = publicMessages;

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="icon">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M3 6h18v12H3z" />
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="m3 7 9 6 9-6" />
    </svg>
  );
}

function ContactCard({ icon, title, children, delay }: { icon: ReactNode; title: string; children: ReactNode; delay: number }) {
  return (
    <Reveal as="li" delay={delay} className="contact-card">
      <span className="contact-card__icon">{icon}</span>
      <h3 className="contact-card__title">{title}</h3>
      <div className="contact-card__body">{children}</div>
    </Reveal>
  );
}

/** Phone, address, hours, e-mail and messengers: every fact from the site settings. */
export function ContactCards({ settings }: { settings: SiteSettingsView }) {
  const networks = [
    { url: settings.telegramUrl, label: copy.telegram, Icon: TelegramIcon },
    { url: settings.vkUrl, label: copy.vk, Icon: VkIcon },
    { url: settings.youtubeUrl, label: copy.youtube, Icon: YoutubeIcon },
  ].filter((network) => network.url !== '');

  return (
    <ul className="contact-cards" aria-label={copy.cardsLabel}>
      <ContactCard icon={<PhoneIcon />} title={contacts.phone} delay={0.1}>
        <a href={telHref(settings.phone)} className="contact-card__phone display">
          {settings.phone}
        </a>
      </ContactCard>
      <ContactCard icon={<PinIcon />} title={contacts.address} delay={0.2}>
        <p className="contact-card__address">{settings.address}</p>
        {settings.addressNote && (
          <p className="contact-card__note">
            <span className="contact-card__note-label">{copy.howToFind}:</span> {settings.addressNote}
          </p>
        )}
      </ContactCard>
      <ContactCard icon={<ClockIcon />} title={contacts.openingHours} delay={0.3}>
        <p className="contact-card__hours">
          <span>{settings.hoursWeekdays}</span>
          <span>{settings.hoursSunday}</span>
        </p>
      </ContactCard>
      {(settings.email || networks.length > 0) && (
        <ContactCard icon={settings.email ? <MailIcon /> : <TelegramIcon />} title={copy.messengers} delay={0.4}>
          <ul className="contact-card__links">
            {settings.email && (
              <li>
                <a href={`mailto:${settings.email}`} className="contact-link">
                  <MailIcon />
                  <span>
                    <span className="visually-hidden">{copy.email}: </span>
                    {settings.email}
                  </span>
                </a>
              </li>
            )}
            {networks.map(({ url, label, Icon }) => (
              <li key={url}>
                <a href={url} className="contact-link" target="_blank" rel="noopener noreferrer">
                  <Icon />
                  <span>{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </ContactCard>
      )}
    </ul>
  );
}
