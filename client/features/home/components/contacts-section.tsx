import { useId, useState } from 'react';
import { ClubMap } from '#client/components/ui/club-map';
import { ClockIcon, CloseIcon, ExternalIcon, PhoneIcon, PinIcon } from '#client/components/ui/icons';
import { Reveal } from '#client/components/ui/reveal';
import { telHref } from '#client/lib/phone';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { publicMessages } from '#shared/messages/public.ru';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { yandexMapsUrl } from '#shared/rules/map';

/**
 * The map with the club's contacts: a placeholder until the visitor asks for the Yandex map (club-map.tsx);
 * up to 1200 px a round button shows and hides the contact panel, above that it is always shown.
 */
export function ContactsSection({ settings }: { settings: SiteSettingsView }) {
  const [panelShown, setPanelShown] = useState(true);
  const titleId = useId();
  const panelId = useId();
  const mapUrl = yandexMapsUrl(settings);

  return (
    <section className="section section--white contacts-section" aria-labelledby={titleId}>
      <div className="container">
        <Reveal className="section-head">
          <div>
            <p className="eyebrow">{homeMessages.contactsEyebrow}</p>
            <h2 id={titleId} className="section-title">
              {homeMessages.contactsTitle}
            </h2>
          </div>
        </Reveal>
        <Reveal delay={0.1} className="contacts-map">
          <ClubMap settings={settings} />
          <button
            type="button"
            className="contacts-map__toggle"
            aria-expanded={panelShown}
            aria-controls={panelId}
            aria-label={panelShown ? publicMessages.contacts.hidePanel : publicMessages.contacts.showPanel}
            onClick={() => setPanelShown((shown) => !shown)}
          >
            {panelShown ? <CloseIcon /> : <PhoneIcon />}
          </button>
          <div id={panelId} className="contacts-panel" data-hidden={panelShown ? undefined : ''}>
            <p className="contacts-panel__club display">{settings.clubName}</p>
            <dl className="contacts-panel__list">
              <div>
                <dt>
                  <PhoneIcon /> {publicMessages.contacts.phone}
                </dt>
                <dd>
                  <a href={telHref(settings.phone)} className="contacts-panel__phone">
                    {settings.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <PinIcon /> {publicMessages.contacts.address}
                </dt>
                <dd>
                  {settings.address}
                  {settings.addressNote && <span className="contacts-panel__note">{settings.addressNote}</span>}
                </dd>
              </div>
              <div>
                <dt>
                  <ClockIcon /> {publicMessages.contacts.openingHours}
                </dt>
                <dd>
                  {settings.hoursWeekdays}
                  <br />
                  {settings.hoursSunday}
                </dd>
              </div>
            </dl>
            <a className="button button--sm contacts-panel__map-link" href={mapUrl} target="_blank" rel="noopener noreferrer">
              {homeMessages.openInYandexMaps}
              <ExternalIcon />
            </a>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
