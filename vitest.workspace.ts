import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 4 reads projects from `test.projects`; this file is passed with --config (see package.json).
export default defineConfig({
  test: {
    // Vitest's default leaves a core free, which is one worker on a 2-core machine. Many files here
    // wait on child processes, SQLite files and sockets rather than the CPU: two workers on this
    // 2-core machine ran the 900 tests in 200 s instead of 337 s.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'shared', environment: 'node', include: ['shared/**/*.test.ts'] } },
      // Checks over the whole tree (import boundaries), and the benchmarks' own pure parts.
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'deploy/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: { name: 'client', environment: 'jsdom', include: ['client/**/*.test.tsx', 'client/**/*.test.ts'] },
      },
    ],
  },
});
