import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackup } from '../operations/backup';
import { callerAs } from '../test/content-fixtures';
import { adminToken, cleanup, createTestApp, createTestDeps } from '../test/test-app';

afterEach(cleanup);

function backupDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-health-backups-'));
  return dir;
}

describe('GET /healthz', () => {
  it('answers 200 when the database answers, the disk has room and a backup is fresh', async () => {
    const deps = createTestDeps({ env: { BACKUP_DIR: backupDir(), HEALTH_MIN_FREE_MB: '1' } });
    await createBackup(deps.env, { kind: 'manual', source: deps.db.$client });
    const res = await createTestApp(deps).request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      ok: true,
      database: { ok: true },
      disk: { ok: true, minFreeMb: 1 },
      backup: { ok: true, enabled: true },
    });
    expect(body.backup.ageHours).toBeLessThan(1);
    // Nothing a stranger should learn: no paths, no settings beyond the threshold.
    expect(JSON.stringify(body)).not.toContain(deps.env.dataDir);
    expect(JSON.stringify(body)).not.toContain(deps.env.backupDir);
    fs.rmSync(deps.env.backupDir, { recursive: true, force: true });
  });

  it('answers 200 with a warning while a fresh database has no backup yet, and 503 once one is really overdue', async () => {
    let clock = Math.floor(Date.now() / 1000);
    const deps = createTestDeps({ now: () => clock, env: { BACKUP_DIR: backupDir(), HEALTH_MIN_FREE_MB: '1' } });
    const app = createTestApp(deps);
    // A fresh install (its database just created): the first backup is on its way, not missing.
    const fresh = await app.request('/healthz');
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({
      status: 'warning',
      ok: true,
      backup: { ok: true, enabled: true, lastAt: null, ageHours: null, firstPending: true },
    });
    clock += 25 * 3600;
    expect((await app.request('/healthz')).status).toBe(200);
    // 26 hours after the database was created with still no backup: the schedule is not working.
    clock += 2 * 3600;
    const overdue = await app.request('/healthz');
    expect(overdue.status).toBe(503);
    expect(await overdue.json()).toMatchObject({
      status: 'fail',
      ok: false,
      database: { ok: true },
      backup: { ok: false, lastAt: null, firstPending: false },
    });
    // Once there is a backup, its own age counts, whatever the database's.
    await createBackup(deps.env, { kind: 'daily', source: deps.db.$client, now: () => clock * 1000 });
    expect(await (await app.request('/healthz')).json()).toMatchObject({
      status: 'ok',
      backup: { ok: true, firstPending: false },
    });
    clock += 27 * 3600;
    expect((await app.request('/healthz')).status).toBe(503);
    fs.rmSync(deps.env.backupDir, { recursive: true, force: true });
  });

  it('answers 503 when the free-space threshold is not met', async () => {
    const deps = createTestDeps({ env: { BACKUP_DIR: backupDir(), HEALTH_MIN_FREE_MB: '999999999' } });
    const res = await createTestApp(deps).request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'fail',
      database: { ok: true },
      disk: { ok: false },
      backup: { ok: true, lastAt: null, firstPending: true },
    });
    fs.rmSync(deps.env.backupDir, { recursive: true, force: true });
  });

  it('does not ask for a backup when the schedule is off, and fails when the database is closed', async () => {
    const deps = createTestDeps({ env: { BACKUP_HOUR: 'off', HEALTH_MIN_FREE_MB: '0' } });
    const app = createTestApp(deps);
    expect((await app.request('/healthz')).status).toBe(200);
    deps.db.$client.close();
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ database: { ok: false }, backup: { ok: true, enabled: false } });
  });
});

describe('system.status (admin)', () => {
  it('is refused without a token', async () => {
    const deps = createTestDeps({ env: { BACKUP_HOUR: 'off' } });
    await expect(callerAs(deps).system.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('reports the last backup, sizes, free disk and VK, with warnings in Russian', async () => {
    let clock = Math.floor(Date.now() / 1000);
    const deps = createTestDeps({ now: () => clock, env: { BACKUP_DIR: backupDir(), HEALTH_MIN_FREE_MB: '999999999' } });
    fs.writeFileSync(path.join(deps.env.uploadsDir, 'a.jpg'), Buffer.alloc(2048));
    const caller = callerAs(deps, await adminToken(deps));
    const first = await caller.system.status();
    expect(first.lastBackup).toBeNull();
    expect(first.warnings).toContain(
      'Резервной копии ещё нет: сервер делает первую сразу после запуска. Если она не появится в течение часа, проверьте журнал сервера.',
    );
    expect(first.warnings.some((w) => w.startsWith('На диске свободно'))).toBe(true);
    clock += 27 * 3600;
    const empty = await callerAs(deps, await adminToken(deps)).system.status();
    expect(empty.warnings).toContain('Резервных копий ещё нет: проверьте журнал сервера.');
    clock -= 27 * 3600;

    const made = await createBackup(deps.env, { kind: 'daily', source: deps.db.$client });
    const status = await caller.system.status();
    expect(status).toMatchObject({
      ok: false,
      lastBackup: { name: made.name, kind: 'daily' },
      backupsEnabled: true,
      backupHour: 3,
      uploadsBytes: 2048,
      vkSync: { configured: false, lastError: null },
    });
    expect(status.databaseBytes).toBeGreaterThan(4096);
    expect(status.freeDiskBytes).toBeGreaterThan(0);
    expect(status.warnings).toHaveLength(1); // only the disk threshold now
    fs.rmSync(deps.env.backupDir, { recursive: true, force: true });
  });
});
