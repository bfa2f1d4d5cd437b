import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRenderer, splitCores } from './page-core';
import { CHROME_PATH } from './phone';

describe('a core of its own for the page (bench/page-core.ts)', () => {
  it('gives the page the last core and everything else the rest', () => {
    expect(splitCores(1)).toBeNull();
    expect(splitCores(2)).toEqual({ pageCore: 1, otherCores: '0', allCores: '0-1' });
    expect(splitCores(8)).toEqual({ pageCore: 7, otherCores: '0-6', allCores: '0-7' });
  });

  it('knows a renderer by its --type switch, not by a mention of it', () => {
    expect(isRenderer('/usr/lib/chromium/chromium\0--type=renderer\0--lang=ru')).toBe(true);
    // A zygote's child renames itself: one string, spaces between the switches.
    expect(isRenderer('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0\0\0')).toBe(true);
    expect(isRenderer('/usr/lib/chromium/chromium\0--type=gpu-process')).toBe(false);
    expect(isRenderer('grep\0--type=renderer-ish')).toBe(false);
  });

  const canSplit =
    process.platform === 'linux' &&
    os.availableParallelism() >= 2 &&
    spawnSync('taskset', ['-V']).status === 0 &&
    fs.existsSync(CHROME_PATH ?? '');
  // In a child process: the split moves the process that asks for it, which must not be a test worker.
  // A real Chromium: its renderers rename themselves, which a stand-in process would not show.
  it.runIf(canSplit)(
    'moves Chromium’s renderers’ main threads alone to the page’s core, lets their other threads run anywhere, and keeps what the bench starts off it',
    () => {
      const script = `
      import fs from 'node:fs';
      import { launchChromium } from ${JSON.stringify(path.join(import.meta.dirname, 'phone.ts'))};
      import { allowedCores, givePageItsOwnCore, rendererPids, threadIds } from ${JSON.stringify(path.join(import.meta.dirname, 'page-core.ts'))};
      const cores = givePageItsOwnCore();
      const browser = await launchChromium();
      const page = await browser.newPage();
      await page.setContent('<p>страница</p>');
      const parent = (pid) => Number(/PPid:\\s*(\\d+)/.exec(fs.readFileSync('/proc/' + pid + '/status', 'utf8'))[1]);
      const ours = (pid) => { for (let p = pid; p > 1; p = parent(p)) if (p === process.pid) return true; return false; };
      const look = () => {
        const renderers = rendererPids().filter(ours);
        const helpers = renderers.flatMap((pid) => threadIds(pid).filter((tid) => tid !== pid));
        return { split: cores.split, renderers: renderers.map(allowedCores), helpers: helpers.map(allowedCores).filter((c) => c !== null), self: allowedCores(process.pid) };
      };
      // A thread the renderer starts sits on its parent's core until the next poll (50 ms): wait for
      // the split to settle, up to 5 s, then report what is seen.
      let seen = look();
      for (let wait = 0; wait < 50; wait++) {
        const settled = seen.renderers.length > 0 && seen.renderers.every((c) => c === String(cores.split.pageCore)) &&
          seen.helpers.every((c) => c === cores.split.allCores);
        if (settled) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = look();
      }
      console.log(JSON.stringify(seen));
      await browser.close();
      cores.stop();
    `;
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      const seen = JSON.parse(result.stdout);
      expect(seen.split).toEqual(splitCores(os.availableParallelism()));
      expect(seen.renderers.length).toBeGreaterThan(0);
      expect(new Set(seen.renderers)).toEqual(new Set([String(seen.split.pageCore)]));
      expect(seen.helpers.length).toBeGreaterThan(0);
      expect(new Set(seen.helpers)).toEqual(new Set([seen.split.allCores]));
      expect(seen.self).toBe(seen.split.otherCores);
    },
    60_000,
  );
});
