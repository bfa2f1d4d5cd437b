import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages.ru';
import { ClockIcon, CloseIcon, ExternalIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { Reveal } from '../../../components/ui/reveal';
import { telHref } from '../../../lib/phone';
import type { SiteSettingsView } from '../../../lib/use-site-settings';

function yandexMapsUrl(settings: SiteSettingsView): string {
  const point = `${settings.mapLng},${settings.mapLat}`;
  return `https://yandex.ru/maps/?pt=${point}&ll=${point}&z=${settings.mapZoom}&l=map`;
}

/**
 * Spec 2.12 map with contacts. The map is drawn locally (no third-party tiles) and opens Yandex Maps;
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
            <p className="eyebrow">{messages.home.contactsEyebrow}</p>
            <h2 id={titleId} className="section-title">
              {messages.home.contactsTitle}
            </h2>
          </div>
        </Reveal>
        <Reveal delay={0.1} className="contacts-map">
          <a className="contacts-map__canvas" href={mapUrl} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{messages.home.mapLabel(settings.address)}</span>
            <svg
              className="contacts-map__streets"
              viewBox="0 0 800 480"
              preserveAspectRatio="xMidYMid slice"
              aria-hidden="true"
              focusable="false"
            >
              <path className="contacts-map__block" d="M0 0h800v480H0z" />
              <path className="contacts-map__park" d="M520 40h190l40 120-150 40-80-60Z" />
              <path className="contacts-map__water" d="M0 400c120-40 220 10 330-10s200-70 470-40v130H0Z" />
              <path className="contacts-map__road contacts-map__road--main" d="M-20 250 820 190" />
              <path className="contacts-map__road contacts-map__road--main" d="M380 -20 440 500" />
              <path
                className="contacts-map__road"
                d="M-20 110 820 60M-20 380 820 330M160 -20 200 500M640 -20 680 500M560 -20 300 500"
              />
            </svg>
            <span className="contacts-map__pin" aria-hidden="true">
              <PinIcon />
            </span>
          </a>
          <button
            type="button"
            className="contacts-map__toggle"
            aria-expanded={panelShown}
            aria-controls={panelId}
            aria-label={panelShown ? messages.contacts.hidePanel : messages.contacts.showPanel}
            onClick={() => setPanelShown((shown) => !shown)}
          >
            {panelShown ? <CloseIcon /> : <PhoneIcon />}
          </button>
          <div id={panelId} className="contacts-panel" data-hidden={panelShown ? undefined : ''}>
            <p className="contacts-panel__club display">{settings.clubName}</p>
            <dl className="contacts-panel__list">
              <div>
                <dt>
                  <PhoneIcon /> {messages.contacts.phone}
                </dt>
                <dd>
                  <a href={telHref(settings.phone)} className="contacts-panel__phone">
                    {settings.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt>
                  <PinIcon /> {messages.contacts.address}
                </dt>
                <dd>
                  {settings.address}
                  {settings.addressNote && <span className="contacts-panel__note">{settings.addressNote}</span>}
                </dd>
              </div>
              <div>
                <dt>
                  <ClockIcon /> {messages.contacts.openingHours}
                </dt>
                <dd>
                  {settings.hoursWeekdays}
                  <br />
                  {settings.hoursSunday}
                </dd>
              </div>
            </dl>
            <a className="button button--sm contacts-panel__map-link" href={mapUrl} target="_blank" rel="noopener noreferrer">
              {messages.home.openInYandexMaps}
              <ExternalIcon />
            </a>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
