import fs from 'node:fs';
import path from 'node:path';

/** The running server writes this into DATA_DIR so maintenance commands can tell it is live. */
export const LOCK_FILE = 'server.pid';

export interface ServerLock {
  pid: number;
  port: number;
  startedAt: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still a live server.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot the number may belong to another program: on Linux, ask what it runs.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** The server holding DATA_DIR, or null when there is none (a lock left by a crash does not count). */
export function runningServer(dataDir: string): ServerLock | null {
  let lock: ServerLock;
  try {
    lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as ServerLock;
  } catch {
    return null;
  }
  return Number.isInteger(lock.pid) && lock.pid > 0 && alive(lock.pid) ? lock : null;
}

/** Records this process as the server of DATA_DIR; the returned function removes the record. */
export function holdServerLock(dataDir: string, port: number): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const lock: ServerLock = { pid: process.pid, port, startedAt: new Date().toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(lock)}\n`);
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerLock;
      if (current.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
