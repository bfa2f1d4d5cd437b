import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRenderer, splitCores } from './page-core';

describe('a core of its own for the page (bench/page-core.ts)', () => {
  it('gives the page the last core and everything else the rest', () => {
    expect(splitCores(1)).toBeNull();
    expect(splitCores(2)).toEqual({ pageCore: 1, otherCores: '0' });
    expect(splitCores(8)).toEqual({ pageCore: 7, otherCores: '0-6' });
  });

  it('knows a renderer by its --type switch, not by a mention of it', () => {
    expect(isRenderer('/usr/lib/chromium/chromium\0--type=renderer\0--lang=ru')).toBe(true);
    expect(isRenderer('/usr/lib/chromium/chromium\0--type=gpu-process')).toBe(false);
    expect(isRenderer('grep\0--type=renderer-ish')).toBe(false);
  });

  const canSplit = process.platform === 'linux' && os.availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
  // In a child process: the split moves the process that asks for it, which must not be a test worker.
  it.runIf(canSplit)('moves a renderer’s main thread to the page’s core, and what the bench starts to the others', () => {
    const script = `
      import { spawn } from 'node:child_process';
      import fs from 'node:fs';
      import { givePageItsOwnCore } from ${JSON.stringify(path.join(import.meta.dirname, 'page-core.ts'))};
      const cores = givePageItsOwnCore();
      const renderer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)', '--', '--type=renderer']);
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
      const allowed = (pid) => /Cpus_allowed_list:\\s*(\\S+)/.exec(fs.readFileSync('/proc/' + pid + '/status', 'utf8'))[1];
      setTimeout(() => {
        console.log(JSON.stringify({ split: cores.split, renderer: allowed(renderer.pid), other: allowed(other.pid), self: allowed(process.pid) }));
        renderer.kill();
        other.kill();
        cores.stop();
      }, 400);
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const seen = JSON.parse(result.stdout);
    expect(seen.split).toEqual(splitCores(os.availableParallelism()));
    expect(seen.renderer).toBe(String(seen.split.pageCore));
    expect(seen.other).toBe(seen.split.otherCores);
    expect(seen.self).toBe(seen.split.otherCores);
  });
});
