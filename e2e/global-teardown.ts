import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the data directory playwright.config.ts made for this run (never one given from outside). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('academy-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}-backups`, { recursive: true, force: true });
  }
}
