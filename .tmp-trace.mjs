import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--no-sandbox', '--disable-gpu', '--headless=new'],
});
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
fs.writeFileSync('/tmp/trace.json', JSON.stringify(trace));
await chrome.kill();
const ev = trace.traceEvents;
const navs = ev.filter((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith('http'));
const nav = navs[navs.length - 1];
console.log('navs', navs.length, nav.args.data.documentLoaderURL);
const t0 = nav.ts;
const main = ev.filter(
  (e) => e.ph === 'X' && e.dur > 3000 && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
);
const pid = nav.pid,
  tid = nav.tid;
for (const e of main.filter((e) => e.pid === pid && e.tid === tid && e.ts >= t0 && e.ts - t0 < 400000)) {
  const kids = ev
    .filter(
      (k) =>
        k.pid === pid &&
        k.tid === tid &&
        k.ts >= e.ts &&
        k.ts < e.ts + e.dur &&
        k.ph === 'X' &&
        k.dur > 1500 &&
        k.name !== 'RunTask',
    )
    .map(
      (k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.replace(/^.*\//, '') + ')' : ''}:${(k.dur / 1000).toFixed(0)}`,
    );
  console.log(((e.ts - t0) / 1000).toFixed(0), (e.dur / 1000).toFixed(0), kids.slice(0, 12).join(' '));
}
for (const name of [
  'firstPaint',
  'firstContentfulPaint',
  'largestContentfulPaint::Candidate',
  'domContentLoadedEventEnd',
  'MarkDOMContent',
]) {
  const e = ev.filter((x) => x.name === name && x.pid === pid);
  for (const x of e.slice(0, 3)) console.log(name, ((x.ts - t0) / 1000).toFixed(0));
}
