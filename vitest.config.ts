import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers on this 2-core machine kind (Vitest's default is cores - 1 = one): a test file
    // spends much of its time waiting on its database or a spawned server, so two files share the
    // cores well. 2026-11-28, the whole Vitest run on a quiet host: 508 s with two (1,526 passed),
    // against 834-886 s in CI with one and 520 s for the server project alone with one; the
    // PostgreSQL pass 290 s (870 passed) against 421 s.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases; 5 s is too tight on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Every test file's PGlite starts from one migrated cluster made here once per run.
          globalSetup: [fileURLToPath(new URL('./apps/server/src/test/pglite-template.ts', import.meta.url))],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
