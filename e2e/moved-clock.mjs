/**
 * A test server's clock that a spec can move ahead (admin-pages-schedule.spec.ts): loaded into the
 * server with `NODE_OPTIONS=--import=…` (the `serverEnv` of isolated.ts), never by the app itself.
 * The spec writes whole seconds into `DATA_DIR/e2e-clock-ahead-seconds`; every `Date.now()` and
 * `new Date()` of the server is that much later from the next read on (four times a second). The
 * server's own code is untouched: its scheduler (server/lib/pages/schedule.ts) reads `deps.now()`,
 * which is `Date.now()`, on its usual 15-second timer, exactly as in production.
 */
import fs from 'node:fs';
import path from 'node:path';

const file = path.join(process.env.DATA_DIR ?? '.', 'e2e-clock-ahead-seconds');
let aheadMs = 0;

function read() {
  try {
    aheadMs = (Number(fs.readFileSync(file, 'utf8').trim()) || 0) * 1000;
  } catch {
    aheadMs = 0;
  }
}

read();
setInterval(read, 250).unref();

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
RealDate.now = () => realNow() + aheadMs;
// `new Date()` without arguments reads the moved clock too; with arguments, and `Date()` called
// plainly, it is the real Date.
globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [RealDate.now()] : args, newTarget);
  },
});
