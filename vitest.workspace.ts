import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 4 reads projects from `test.projects`; this file is passed with --config (see package.json).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', environment: 'node', include: ['shared/**/*.test.ts'] } },
      // Checks over the whole tree (import boundaries).
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
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
