/**
 * Which browser build a bench ran on, for the line above its table. The build matters: at the same
 * forced factor Debian's headless shell (package chromium-headless-shell, what Playwright and the
 * e2e tests run) read about half the blocking time the full Chromium did on the same routes minutes
 * apart (issue 45). Both call themselves "HeadlessChrome" in their user agent and report the same
 * version number (156.0.8078.114 from Debian's one package), so the kind is told by the executable's
 * name, and the version is the browser's own.
 */

export type BrowserKind = 'headless shell' | 'full Chromium' | 'unknown';

export interface BrowserBuild {
  kind: BrowserKind;
  /** The browser's own version (Playwright's `browser.version()`, e.g. 156.0.8078.114). */
  version: string;
  /** The executable the bench started, or null when it was left to Playwright or chrome-launcher. */
  executablePath: string | null;
}

/**
 * The build of a browser started from `executablePath` (CHROME_PATH, or none) that reported
 * `version`. Debian's /usr/bin/chromium-headless-shell and Playwright's own `headless_shell` or
 * `chrome-headless-shell` are the headless shell; any other named executable is taken as the full
 * browser.
 */
export function browserBuildOf(executablePath: string | null | undefined, version: string): BrowserBuild {
  const file = executablePath?.trim() || null;
  const kind: BrowserKind = file === null ? 'unknown' : /headless[-_]shell/i.test(file) ? 'headless shell' : 'full Chromium';
  return { kind, version: version.trim(), executablePath: file };
}

const KIND_WORDS: Record<BrowserKind, string> = {
  'headless shell': 'headless shell (chromium-headless-shell)',
  'full Chromium': 'полный Chromium',
  unknown: 'браузер по умолчанию Playwright и chrome-launcher (CHROME_PATH не задан)',
};

/** The line printed above a bench's table. */
export function describeBrowserBuild(build: BrowserBuild): string {
  return `Браузер: ${KIND_WORDS[build.kind]} ${build.version || '(версия неизвестна)'}${build.executablePath ? `, ${build.executablePath}` : ''}`;
}
