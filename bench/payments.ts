/**
 * `npm run bench:payments`: ЮKassa notifications under load (issue 43). The built server (`npm run
 * build`) on a fresh data folder talks to the ЮKassa stand-in over HTTP; 150 purchases are made
 * through /trpc as a browser makes them and paid at the stand-in, then 200 notifications (a quarter
 * of them duplicates) arrive within 10 s while visitors load /price. Prints figures; not a test.
 * Every payment must end with exactly one pass and nothing may fail.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startYookassaStandIn } from '../server/stand-ins/yookassa';

const PAYMENTS = 150;
const NOTIFICATIONS = 200;
const WINDOW_MS = 10_000;
const VISITORS = 4;
const port = Number(process.env.PORT ?? 4305);
const site = `http://127.0.0.1:${port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-payments-'));
const standIn = await startYookassaStandIn({
  shopId: '100500',
  secretKey: 'bench',
  autoNotify: false,
  notificationUrl: `${site}/api/yookassa/notifications`,
});
const server = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BACKUP_DIR: `${dataDir}-backups`,
    BACKUP_HOUR: 'off',
    LOG_FORMAT: 'off',
    YOOKASSA_SHOP_ID: '100500',
    YOOKASSA_SECRET_KEY: 'bench',
    YOOKASSA_API_URL: standIn.apiUrl,
    RATE_LIMIT_CALLS_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  },
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('Сайт запущен')) resolve();
  });
  server.once('exit', () => reject(new Error(`server exited:\n${out}`)));
});

const db = new Database(path.join(dataDir, 'academy.db'));
const passTypeId = Number(
  db
    .prepare(
      "insert into pass_types (name, directions, group_ids, classes, validity_days, valid_from, price_kopecks, sold_online) values ('Бенчмарк', '[]', '[]', 8, 30, 'purchase', 350050, 1)",
    )
    .run().lastInsertRowid,
);
const offerEditionId = Number(
  db.prepare("insert into offer_editions (body, effective_at) values ('Оферта', unixepoch())").run().lastInsertRowid,
);

const shop = (await (await fetch(`${site}/trpc/payments.shop`)).json()) as {
  result?: { data: { consentEditionId: number | null } };
};
const consentEditionId = shop.result?.data.consentEditionId;
if (!consentEditionId) throw new Error(`the shop is closed: ${JSON.stringify(shop)}`);

const remoteIds: string[] = [];
for (let i = 0; i < PAYMENTS; i++) {
  const response = await fetch(`${site}/trpc/payments.checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      passTypeId,
      member: { kind: 'new', fullName: `Ученик ${i}`, birthDate: '1990-01-01', consent: true, consentEditionId },
      payerPhone: '+7 999 123-45-67',
      payerEmail: 'bench@example.ru',
      offerEditionId,
      offerAccepted: true,
      method: i % 2 ? 'sbp' : 'bank_card',
    }),
  });
  const body = (await response.json()) as { result?: { data: { confirmationUrl: string } } };
  const url = body.result?.data.confirmationUrl;
  if (!url) throw new Error(`checkout failed: ${JSON.stringify(body)}`);
  const id = url.split('/').pop() ?? '';
  standIn.settle(id, 'pay');
  remoteIds.push(id);
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const sends = [...remoteIds, ...Array.from({ length: NOTIFICATIONS - PAYMENTS }, (_, i) => remoteIds[(i * 7) % PAYMENTS] ?? '')];
const notifyTimes: number[] = [];
const pageTimes: number[] = [];
let errors = 0;
let done = false;

const visitors = Array.from({ length: VISITORS }, async () => {
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${site}/price`);
    await response.arrayBuffer();
    if (response.status !== 200) errors++;
    pageTimes.push(performance.now() - started);
  }
});
const started = performance.now();
await Promise.all(
  sends.map(async (id, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * WINDOW_MS) / NOTIFICATIONS));
    const t = performance.now();
    const status = await standIn.notify('payment.succeeded', id);
    notifyTimes.push(performance.now() - t);
    if (status !== 200) errors++;
  }),
);
const elapsed = performance.now() - started;
done = true;
await Promise.all(visitors);

const perPayment = db
  .prepare(
    "select p.id, count(x.id) as n from payments p left join passes x on x.payment_id = p.id where p.provider = 'yookassa' group by p.id",
  )
  .all() as Array<{ id: number; n: number }>;
// Online payments only: the demo's gym sales (cash, terminal) are succeeded payments too.
const succeeded = (
  db.prepare("select count(*) as n from payments where provider = 'yookassa' and status = 'succeeded'").get() as { n: number }
).n;
const wrong = perPayment.filter((row) => row.n !== 1).length;
console.log(`notifications: ${NOTIFICATIONS} (${NOTIFICATIONS - PAYMENTS} duplicates) in ${(elapsed / 1000).toFixed(1)} s`);
console.log(
  `  answer ms: p50 ${quantile(notifyTimes, 0.5).toFixed(1)}, p95 ${quantile(notifyTimes, 0.95).toFixed(1)}, max ${Math.max(...notifyTimes).toFixed(1)}`,
);
console.log(
  `/price loads meanwhile: ${pageTimes.length} by ${VISITORS} visitors; ms p50 ${quantile(pageTimes, 0.5).toFixed(1)}, p95 ${quantile(pageTimes, 0.95).toFixed(1)}`,
);
console.log(
  `payments: ${perPayment.length}, succeeded ${succeeded}, with exactly one pass ${perPayment.length - wrong}, otherwise ${wrong}`,
);
console.log(`errors: ${errors}`);
db.close();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await standIn.close();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(`${dataDir}-backups`, { recursive: true, force: true });
// Every payment was paid at the bank: each must end succeeded with exactly one pass, and nothing may fail.
process.exitCode = wrong === 0 && errors === 0 && succeeded === PAYMENTS ? 0 : 1;
