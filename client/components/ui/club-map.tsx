import { useState } from 'react';
import { trpc } from '#client/lib/trpc';
import type { SiteSettingsView } from '#client/lib/use-site-settings';
import { homeMessages } from '#shared/messages/screens/home.ru';
import { twoGisRouteUrl, yandexRouteUrl, yandexWidgetUrl } from '#shared/rules/map';
import { PinIcon } from './icons';
import './club-map.css';

type MapSettings = Pick<SiteSettingsView, 'address' | 'mapLat' | 'mapLng' | 'mapZoom'>;

/**
 * The club on a map, honestly: until the visitor asks, a plain placeholder (no drawn streets) with the
 * address, 'Показать карту' and the route links (Yandex Maps and 2GIS: plain links that open the apps
 * on a phone). Nothing from Yandex loads before the tap; then the Yandex map widget (an iframe at
 * the settings' coordinates, its address the server's YANDEX_MAP_WIDGET_URL) takes the placeholder's
 * place. It fills its positioned parent. docs/decisions/club-map.md.
 */
export function ClubMap({ settings }: { settings: MapSettings }) {
  const utils = trpc.useUtils();
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // A failed request leaves the button to try again; the route links work without it.
  const showMap = () => {
    setPending(true);
    utils.privacy.publicConfig
      .fetch()
      .then(({ mapWidgetUrl }) => setFrameUrl(yandexWidgetUrl(mapWidgetUrl, settings)))
      .catch(() => setPending(false));
  };

  if (frameUrl) {
    return (
      <div className="club-map">
        <iframe className="club-map__frame" src={frameUrl} title={homeMessages.mapLabel(settings.address)} allowFullScreen />
      </div>
    );
  }
  return (
    <div className="club-map">
      <div className="club-map__placeholder">
        <span className="club-map__pin" aria-hidden="true">
          <PinIcon />
        </span>
        <p className="club-map__address">{settings.address}</p>
        <div className="club-map__actions">
          <button type="button" className="button button--sm" disabled={pending} onClick={showMap}>
            {homeMessages.showMap}
          </button>
          <a
            className="button button--sm button--ghost"
            href={yandexRouteUrl(settings)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {homeMessages.route}
          </a>
        </div>
        <a className="club-map__link" href={twoGisRouteUrl(settings)} target="_blank" rel="noopener noreferrer">
          {homeMessages.routeTwoGis}
        </a>
        <p className="club-map__note">{homeMessages.mapNote}</p>
      </div>
    </div>
  );
}
