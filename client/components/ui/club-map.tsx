import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { PinIcon } from './icons';
import './club-map.css';

type MapSettings = Pick<SiteSettingsView, 'address' | 'mapLat' | 'mapLng' | 'mapZoom'>;

/** Yandex Maps centred on the club with a pin (coordinates and zoom from the site settings). */
export function yandexMapsUrl(settings: MapSettings): string {
  const point = `${settings.mapLng},${settings.mapLat}`;
  return `https://yandex.ru/maps/?pt=${point}&ll=${point}&z=${settings.mapZoom}&l=map`;
}

/**
 * A locally drawn street map with the club's pin (no third-party tiles or scripts); the whole map
 * opens Yandex Maps at the club's coordinates. It fills its positioned parent.
 */
export function ClubMap({ settings }: { settings: MapSettings }) {
  return (
    <a className="contacts-map__canvas" href={yandexMapsUrl(settings)} target="_blank" rel="noopener noreferrer">
      <span className="visually-hidden">{homeMessages.mapLabel(settings.address)}</span>
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
  );
}
