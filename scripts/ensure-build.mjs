#!/usr/bin/env node
// Runs before `npm start`: builds the client, the server-render bundle and the compiled server when
// they are missing or older than the sources, so a fresh clone serves with `npm install && npm start`
// and an edited server file is never served from an older build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const outputs = [
  path.join(distDir, 'client/.vite/manifest.json'),
  path.join(distDir, 'server/entry-server.js'),
  path.join(distDir, 'server/index.js'),
];
const sources = ['client', 'shared', 'server', 'drizzle', 'vite.config.ts', 'package.json', 'package-lock.json'];
/** Tests are not part of the build: editing one does not make the build stale. */
const notBuilt = (name) => /\.test\.tsx?$/.test(name) || name === 'test';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || notBuilt(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Сборка не найдена — собираю сайт…' : 'Исходники изменились — пересобираю сайт…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Сборка не удалась.');
    process.exit(result.status ?? 1);
  }
}
