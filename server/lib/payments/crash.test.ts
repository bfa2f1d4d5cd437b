import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { YOOKASSA_NOTIFICATIONS_PATH } from '../../http/yookassa-notifications';
import { startYookassaStandIn, type YookassaStandIn } from '../../stand-ins/yookassa';

/**
 * kill -9 between ЮKassa's answer and the pass (docs/decisions/online-payments.md, 'One transaction,
 * one pass'). The server's payment half (server/test/payment-server.ts: the real app, migrations,
 * deps and reconciler) runs as a child process on a real SQLite file and talks to the stand-in over
 * HTTP. The stand-in tells the test the moment its answer 'succeeded' to a re-read has left, and the
 * test SIGKILLs the server then, or a few random milliseconds later, in every round. Nothing in the
 * production code knows about the test. After each kill the server starts again (the reconciler
 * runs at start), every notification is sent again, and the rows are counted: exactly one pass per
 * succeeded payment, none for a declined or unpaid one, one member per pass, events in order.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/esm/index.mjs');
const ENTRY = path.join(ROOT, 'server/test/payment-server.ts');
const ROUNDS = 3;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-crash-'));
const dataDir = path.join(work, 'data');
const dbFile = path.join(dataDir, 'academy.db');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Child {
  process: ChildProcess;
  /** 'ready' once it serves, 'killed' if it died first (a kill during the reconciler at start). */
  ready: Promise<'ready' | 'killed'>;
  exited: Promise<void>;
  output: () => string;
}

function startServer(port: number, apiUrl: string): Child {
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(work, 'backups'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_FORMAT: 'off',
      SEED_DEMO: '0',
      YOOKASSA_SHOP_ID: '100500',
      YOOKASSA_SECRET_KEY: 'crash_test',
      YOOKASSA_API_URL: apiUrl,
      YOOKASSA_TIMEOUT_SECONDS: '5',
      RATE_LIMIT_CALLS_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<'ready' | 'killed'>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Сайт запущен')) resolve('ready');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => resolve('killed'));
  });
  return { process: child, ready, exited, output: () => output };
}

const read = <T>(sql: string, ...args: unknown[]): T[] => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};

interface Row {
  id: number;
  remote: string;
  status: string;
  passes: number;
  memberId: number | null;
}
const rows = () =>
  read<Row>(
    `select p.id, p.provider_payment_id as remote, p.status, p.member_id as memberId,
       (select count(*) from passes x where x.payment_id = p.id) as passes
     from payments p order by p.id`,
  );

/** What must hold at any instant, even right after a kill: a pass only with its succeeded payment, never two. */
function expectConsistent(): void {
  for (const row of rows()) {
    expect(row.passes, `payment ${row.id}`).toBe(row.status === 'succeeded' ? 1 : 0);
  }
  const [orphans] = read<{ n: number }>(
    "select count(*) as n from passes x left join payments p on p.id = x.payment_id where x.payment_id is not null and p.status is not 'succeeded'",
  );
  expect(orphans?.n).toBe(0);
}

/** After the restart and the repeated notifications: our state is ЮKassa's, one pass for each success. */
function expectSettled(standIn: YookassaStandIn): void {
  const all = rows();
  for (const row of all) {
    const remote = standIn.payments.get(row.remote)?.status;
    expect(row.status, `payment ${row.id}`).toBe(remote);
    expect(row.passes, `payment ${row.id}`).toBe(remote === 'succeeded' ? 1 : 0);
  }
  const succeeded = all.filter((row) => row.status === 'succeeded');
  const [passes] = read<{ n: number }>('select count(*) as n from passes');
  const [members] = read<{ n: number }>('select count(*) as n from members');
  expect(passes?.n).toBe(succeeded.length);
  // Every purchase was for a new member: one member per succeeded payment, none for the others.
  expect(members?.n).toBe(succeeded.length);
  expect(new Set(succeeded.map((row) => row.memberId)).size).toBe(succeeded.length);
  // Each payment moved to 'succeeded' exactly once in its events.
  const moves = read<{ payment_id: number; n: number }>(
    "select payment_id, count(*) as n from payment_events where to_status = 'succeeded' and from_status != 'succeeded' group by payment_id",
  );
  expect(moves.map((m) => m.n)).toEqual(succeeded.map(() => 1));
}

/** The edition of /soglasie the buy form gives, as the page reads it. */
async function consentEditionOf(site: string): Promise<number> {
  const response = await fetch(`${site}/trpc/payments.shop`);
  const body = (await response.json()) as { result?: { data: { consentEditionId: number | null } } };
  const id = body.result?.data.consentEditionId;
  if (!id) throw new Error(`the shop is closed: ${JSON.stringify(body)}`);
  return id;
}

async function checkout(
  site: string,
  passTypeId: number,
  offerEditionId: number,
  consentEditionId: number,
  i: number,
): Promise<string> {
  const response = await fetch(`${site}/trpc/payments.checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      passTypeId,
      member: { kind: 'new', fullName: `Ученик ${i}`, birthDate: '1990-01-01', consent: true, consentEditionId },
      payerPhone: '+7 999 123-45-67',
      payerEmail: 'crash@example.ru',
      offerEditionId,
      offerAccepted: true,
      method: 'bank_card',
    }),
  });
  const body = (await response.json()) as { result?: { data: { confirmationUrl: string } } };
  const url = body.result?.data.confirmationUrl;
  if (!url) throw new Error(`checkout failed: ${JSON.stringify(body)}`);
  return url.split('/').pop() ?? '';
}

describe('kill -9 between ЮKassa’s answer and the pass', { timeout: 300_000 }, () => {
  it('after every kill and restart: one pass per succeeded payment, none for the others', async () => {
    openDatabase(dbFile).$client.close();
    const setup = new Database(dbFile);
    const passTypeId = Number(
      setup
        .prepare(
          "insert into pass_types (name, directions, group_ids, classes, validity_days, valid_from, price_kopecks, sold_online) values ('Взрослый, 8 занятий', '[]', '[]', 8, 30, 'purchase', 350050, 1)",
        )
        .run().lastInsertRowid,
    );
    const offerId = Number(
      setup.prepare("insert into offer_editions (body, effective_at) values ('Оферта', unixepoch())").run().lastInsertRowid,
    );
    setup.close();

    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const standIn = await startYookassaStandIn({
      shopId: '100500',
      secretKey: 'crash_test',
      autoNotify: false,
      notificationUrl: `${site}${YOOKASSA_NOTIFICATIONS_PATH}`,
    });
    let server = startServer(port, standIn.apiUrl);
    try {
      expect(await server.ready, server.output()).toBe('ready');
      const consentEditionId = await consentEditionOf(site);
      let made = 0;
      let caughtBeforeCommit = 0;
      for (let round = 0; round < ROUNDS; round++) {
        // Two paid, one declined, one left unpaid at the bank.
        const ids: string[] = [];
        for (let i = 0; i < 4; i++) ids.push(await checkout(site, passTypeId, offerId, consentEditionId, made++));
        const [paidA, paidB, declined] = ids as [string, string, string, string];
        standIn.settle(paidA, 'pay');
        standIn.settle(paidB, 'pay');
        standIn.settle(declined, 'decline');

        // The first answer 'succeeded' to a re-read kills the server: at once in the first round,
        // a random 0-15 ms later in the others.
        const delay = round === 0 ? 0 : Math.floor(Math.random() * 16);
        const victim = server;
        let killedAfter: string | null = null;
        standIn.afterRead = (object) => {
          if (object.status !== 'succeeded' || killedAfter) return;
          killedAfter = object.id;
          standIn.afterRead = null;
          if (delay === 0) victim.process.kill('SIGKILL');
          else setTimeout(() => victim.process.kill('SIGKILL'), delay);
        };
        const sent = [paidA, paidB, declined, paidA].map((id) =>
          standIn.notify(`payment.${standIn.payments.get(id)?.status}`, id),
        );
        await victim.exited;
        await Promise.all(sent);
        expect(killedAfter).not.toBeNull();
        expect(victim.process.signalCode).toBe('SIGKILL');
        const killedRow = rows().find((row) => row.remote === killedAfter);
        if (killedRow?.status === 'pending') caughtBeforeCommit++;
        // Killed at the instant ЮKassa's answer left: the server had not committed it.
        if (delay === 0) expect(killedRow).toMatchObject({ status: 'pending', passes: 0 });
        expectConsistent();

        // In the odd rounds the restart is killed too, while the reconciler at start re-reads.
        if (round % 2 === 1) {
          let killedAtStart = false;
          standIn.afterRead = (object) => {
            if (object.status !== 'succeeded' || killedAtStart) return;
            killedAtStart = true;
            standIn.afterRead = null;
            setTimeout(() => server.process.kill('SIGKILL'), Math.floor(Math.random() * 4));
          };
          server = startServer(port, standIn.apiUrl);
          await server.ready;
          if (killedAtStart) {
            await server.exited;
            expectConsistent();
            server = startServer(port, standIn.apiUrl);
          } else standIn.afterRead = null;
        } else server = startServer(port, standIn.apiUrl);
        expect(await server.ready, server.output()).toBe('ready');

        // The reconciler at start finishes what the kill left; then ЮKassa repeats every notification.
        const deadline = Date.now() + 60_000;
        while (rows().some((row) => row.status === 'pending' && standIn.payments.get(row.remote)?.status !== 'pending')) {
          if (Date.now() > deadline) throw new Error(`the reconciler did not finish:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expectSettled(standIn);
        const repeated = await Promise.all(
          rows().map((row) => standIn.notify(`payment.${standIn.payments.get(row.remote)?.status}`, row.remote)),
        );
        expect(repeated.every((status) => status === 200)).toBe(true);
        expectSettled(standIn);
      }
      const all = rows();
      expect(all).toHaveLength(ROUNDS * 4);
      expect(all.filter((row) => row.status === 'succeeded')).toHaveLength(ROUNDS * 2);
      expect(all.filter((row) => row.status === 'canceled')).toHaveLength(ROUNDS);
      expect(all.filter((row) => row.status === 'pending')).toHaveLength(ROUNDS);
      expect(caughtBeforeCommit).toBeGreaterThanOrEqual(1);
    } finally {
      server.process.kill('SIGKILL');
      await server.exited;
      await standIn.close();
    }
  });
});
