import { telHref } from '#client/lib/phone';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { AppLink } from '../ui/app-link';
import { ClockIcon, PhoneIcon, PinIcon } from '../ui/icons';
import { Logo } from './logo';
import { footerColumns } from './nav-items';
import { SocialLinks } from './social-links';

/** The footer: every public section, sign-up, social links and the club's contacts. */
export function SiteFooter({ settings }: { settings: SiteSettingsView }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo clubName={settings.clubName} />
          <p className="site-footer__about">{publicMessages.site.footerAbout}</p>
          <SocialLinks settings={settings} />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className="site-footer__link">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column">
          <h2 className="site-footer__title">{publicMessages.site.footerContacts}</h2>
          <ul className="site-footer__contacts">
            <li>
              <PhoneIcon />
              <a href={telHref(settings.phone)} className="site-footer__phone">
                {settings.phone}
              </a>
            </li>
            <li>
              <PinIcon />
              <span>{settings.address}</span>
            </li>
            <li>
              <ClockIcon />
              <span>
                {settings.hoursWeekdays}
                <br />
                {settings.hoursSunday}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <span>{publicMessages.site.copyright(new Date().getFullYear(), settings.clubName)}</span>
          <AppLink to="/privacy" className="site-footer__link">
            {publicMessages.site.privacyLink}
          </AppLink>
        </div>
      </div>
    </footer>
  );
}
