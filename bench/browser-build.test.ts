import { describe, expect, it } from 'vitest';
import { browserBuildOf, describeBrowserBuild } from './browser-build';

describe('browserBuildOf', () => {
  it("Debian's headless shell and Playwright's own are the headless shell", () => {
    expect(browserBuildOf('/usr/bin/chromium-headless-shell', '156.0.8078.114').kind).toBe('headless shell');
    expect(browserBuildOf('/ms-playwright/chromium_headless_shell-1200/chrome-linux/headless_shell', '140.0').kind).toBe(
      'headless shell',
    );
    expect(browserBuildOf('/opt/chrome-headless-shell-linux64/chrome-headless-shell', '140.0').kind).toBe('headless shell');
  });

  it('any other executable is the full browser; none given is unknown', () => {
    expect(browserBuildOf('/usr/bin/chromium', '156.0.8078.114')).toEqual({
      kind: 'full Chromium',
      version: '156.0.8078.114',
      executablePath: '/usr/bin/chromium',
    });
    expect(browserBuildOf(undefined, '140.0.7339.16').kind).toBe('unknown');
    expect(browserBuildOf('  ', '140.0.7339.16').executablePath).toBeNull();
  });

  it('the line names the kind, the version and the file', () => {
    expect(describeBrowserBuild(browserBuildOf('/usr/bin/chromium-headless-shell', '156.0.8078.114'))).toBe(
      'Браузер: headless shell (chromium-headless-shell) 156.0.8078.114, /usr/bin/chromium-headless-shell',
    );
    expect(describeBrowserBuild(browserBuildOf('/usr/bin/chromium', ''))).toBe(
      'Браузер: полный Chromium (версия неизвестна), /usr/bin/chromium',
    );
  });
});
