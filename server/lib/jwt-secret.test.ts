import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set and writes nothing', () => {
    const dataDir = tempDir();
    const secret = 'k'.repeat(40);
    expect(Buffer.from(loadJwtSecret({ JWT_SECRET: secret, dataDir })).toString()).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('generates a key once into DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = loadJwtSecret({ JWT_SECRET: undefined, dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(loadJwtSecret({ JWT_SECRET: undefined, dataDir }))).toEqual(Buffer.from(first));
    expect(Buffer.from(loadJwtSecret({ JWT_SECRET: undefined, dataDir: tempDir() }))).not.toEqual(Buffer.from(first));
  });
});
