#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
// `npm run upgrade`, after the owner's `git pull --ff-only`: a backup, the dependencies (only when
// package-lock.json changed), the build, and the pending database migrations tried on a copy of
// the data. It does not restart the server: `sudo academy upgrade` (deploy/academy) does, and the
// server applies the migrations at start after its own pre-migration backup. A step that fails
// stops here with the server still running the version it started with.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = (script, args = [], options = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], { cwd: root, encoding: 'utf8', ...options });

function step(title) {
  console.log(`\n▶ ${title}`);
}

function fail(message, code = 1) {
  console.error(`\n✗ ${message}`);
  process.exit(code);
}

// `sudo academy upgrade` points ENV_FILE at the service's settings (DIST_DIR among them). The only
// variable this script reads itself is DIST_DIR; the backup and the migration check read theirs.
if (process.env.ENV_FILE) {
  try {
    process.loadEnvFile(process.env.ENV_FILE);
  } catch (error) {
    fail(`ENV_FILE=${process.env.ENV_FILE}: ${error instanceof Error ? error.message : error}`);
  }
}

// 1. Backup — skipped on a machine that has no database yet.
step('Резервная копия данных');
const backup = tsx('server/cli/backup.ts', ['--pre-upgrade', '--if-database']);
process.stdout.write(backup.stdout);
process.stderr.write(backup.stderr);
if (backup.status !== 0) fail('Резервная копия не сделана: обновление остановлено, ничего не изменено.');
const backupDir = /: (\S+) \(/.exec(backup.stdout)?.[1] ?? null;

// 2. Dependencies — `npm ci` only when the lock file differs from the one last installed.
step('Зависимости');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.academy-installed-lock');
const lockHash = createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
const installed = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim() : '';
if (installed === lockHash) {
  console.log('package-lock.json не изменился: установка не нужна.');
} else {
  let result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.log('npm ci отказался; пробую npm install…');
    result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (result.status !== 0) fail('Установка зависимостей не удалась: сервер продолжает работать на прежней версии.');
  fs.writeFileSync(marker, `${lockHash}\n`);
}

// 3. Build — into a folder next to the served one, so the running server keeps its files until
// the swap at the very end (a build takes minutes on one core).
step('Сборка');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const nextDir = `${distDir}.next`;
const prevDir = `${distDir}.prev`;
fs.rmSync(nextDir, { recursive: true, force: true });
// The demo pictures' encodings of the served build: the build keeps those still wanted, so only a
// changed drawing or encoder is encoded again (docs/decisions/demo-library.md).
const servedDemoMedia = path.join(distDir, 'demo-media');
if (fs.existsSync(servedDemoMedia)) fs.cpSync(servedDemoMedia, path.join(nextDir, 'demo-media'), { recursive: true });
if (
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: nextDir } }).status !== 0
) {
  fs.rmSync(nextDir, { recursive: true, force: true });
  fail('Сборка не удалась: сервер продолжает работать на прежней версии; верните код (git checkout ORIG_HEAD).');
}

// 4. Migrations on a copy of the data.
step('Проверка миграций базы данных');
const check = tsx('server/cli/migrate-check.ts', backupDir ? ['--backup', backupDir] : [], { stdio: 'inherit' });
if (check.status !== 0) {
  fs.rmSync(nextDir, { recursive: true, force: true });
  fail(
    'Обновление остановлено: сервер продолжает работать на прежней версии; не перезапускайте его на этой версии кода.',
    check.status ?? 1,
  );
}

// 5. The new build takes the served folder's place; the previous one stays as DIST_DIR.prev.
fs.rmSync(prevDir, { recursive: true, force: true });
if (fs.existsSync(distDir)) fs.renameSync(distDir, prevDir);
fs.renameSync(nextDir, distDir);

console.log('\n✓ Готово. Перезапустите сервер: sudo systemctl restart academy (sudo academy upgrade делает это сам).');
