/**
 * A short readable device for the sessions list ('Chrome, Android'), from a User-Agent. A few rules,
 * not a full parser: a person recognises their phone or laptop by browser and system, and nothing
 * here decides access. Order matters: Edge, Opera, Yandex and Samsung also say "Chrome", and Chrome
 * says "Safari".
 */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/YaBrowser\//, 'Яндекс Браузер'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: ReadonlyArray<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The device label; a program (curl, a script using the API) or an empty header reads 'Неизвестное устройство'. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.slice(0, 500);
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser}, ${system}`;
  if (browser || system) return (browser ?? system) as string;
  const program = /^([A-Za-z][\w.-]{0,30})\/[\d.]+/.exec(ua)?.[1];
  return program ?? 'Неизвестное устройство';
}
