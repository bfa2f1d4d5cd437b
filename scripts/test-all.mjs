#!/usr/bin/env node
// `npm test`: every unit and integration test (vitest), then a production build and the browser
// tests (Playwright in Chromium) against the real server. Ends with the time each phase took and one
// line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Seconds each phase took, in the order run: the first place to look when the suite gets slow. */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of a failure message, without colour codes: enough to know where to look. */
function firstLine(message) {
  return stripVTControlCharacters(String(message ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

/** Walks Playwright's JSON report (suites within suites) for tests that failed or passed only on a retry. */
function collectPlaywrightFailures(suite, titles) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, here);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((result) => result.error)?.error?.message;
      failures.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`);
    }
  }
}

let passed = 0;
let failed = 0;
/** The names of the tests that failed, printed again just above the last line: CI keeps only the tail. */
const failures = [];

// 0. The demo pictures' library encodings (the build's last step, scripts/build-demo-media.ts), first:
// the seeds of the tests below then copy them instead of each encoding the same pictures at once,
// and the build after them finds them done (docs/decisions/demo-library.md).
if (run('demo pictures', process.execPath, ['--import', 'tsx', 'scripts/build-demo-media.ts']) !== 0) failed += 1;

// 1. vitest: shared rules, server integration, client components.
const vitestJson = path.join(reports, 'vitest.json');
const vitestStatus = run('vitest', bin('vitest'), [
  'run',
  '--config',
  'vitest.workspace.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A file that fails to load counts as a failure even though no test in it ran.
  failed += (vitest.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
if (vitestStatus !== 0 && (!vitest || failed === 0)) failed += 1;

// 2. Browser tests against the built server.
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: browser tests skipped');
} else {
  const buildStatus = run('build', 'npm', ['run', 'build']);
  if (buildStatus !== 0) {
    failed += 1;
  } else {
    const pwJson = path.join(reports, 'playwright.json');
    const pwStatus = run('playwright', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    const pw = readJson(pwJson);
    const stats = pw?.stats;
    for (const suite of pw?.suites ?? []) collectPlaywrightFailures(suite, []);
    if (stats) {
      // A test that passed only on a retry counts as failed: the suite must be green without retries.
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
    }
    if (pwStatus !== 0 && (!stats || stats.unexpected + stats.flaky === 0)) failed += 1;
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
console.log(`\n${timings.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
