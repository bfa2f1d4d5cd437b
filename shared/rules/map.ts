/**
 * The addresses of the map services at the club's coordinates (their limits: MAP_RANGES in
 * shared/schemas/settings.ts). Yandex and 2GIS write a point as 'longitude,latitude', except
 * Yandex's route (`rtext`), which takes 'latitude,longitude'. Only the public map imports this file,
 * so it stays in that chunk.
 */

export interface MapPoint {
  mapLat: number;
  mapLng: number;
  mapZoom: number;
}

const lonLat = (point: MapPoint) => `${point.mapLng},${point.mapLat}`;

/** Yandex Maps centred on the club with a pin; on a phone it opens the Yandex Maps app. */
export function yandexMapsUrl(point: MapPoint): string {
  return `https://yandex.ru/maps/?pt=${lonLat(point)}&ll=${lonLat(point)}&z=${point.mapZoom}&l=map`;
}

/** A route in Yandex Maps from where the visitor is to the club (the start left empty: 'here'). */
export function yandexRouteUrl(point: MapPoint): string {
  return `https://yandex.ru/maps/?rtext=~${point.mapLat},${point.mapLng}&rtt=auto`;
}

/** A route in 2GIS to the club (its own link format: the points after a '|', the start left empty). */
export function twoGisRouteUrl(point: MapPoint): string {
  return `https://2gis.ru/directions/points/%7C${point.mapLng}%2C${point.mapLat}`;
}

/**
 * The Yandex map widget (the iframe of Yandex's 'Поделиться → Виджет с картой', no key, no script on
 * our page) at the club with a red pin. `widgetBase` is the YANDEX_MAP_WIDGET_URL setting, so tests
 * point it at a stand-in; parameters already in it are kept.
 */
export function yandexWidgetUrl(widgetBase: string, point: MapPoint): string {
  // Commas kept as written, as in Yandex's own widget code (URLSearchParams would encode them).
  const separator = widgetBase.includes('?') ? '&' : '?';
  return `${widgetBase}${separator}ll=${lonLat(point)}&z=${point.mapZoom}&pt=${lonLat(point)},pm2rdm`;
}
