import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server test files that replace modules or globals, or the clock (vi.mock, vi.doMock, vi.stubEnv,
// vi.stubGlobal, vi.useFakeTimers): found here, so a new one is isolated without anyone listing it.
const serverRoot = fileURLToPath(new URL('./apps/server/', import.meta.url));
const serverTestsWithMocks = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file).split(path.sep).join('/'))
  .filter((file) => /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/.test(readFileSync(path.join(serverRoot, file), 'utf8')));

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
          exclude: serverTestsWithMocks,
          // Every test file's PGlite starts from one migrated cluster made here once per run.
          globalSetup: [fileURLToPath(new URL('./apps/server/src/test/pglite-template.ts', import.meta.url))],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // In CI a failed test runs once more, as the web project's do: the few that wait on another
          // process (a second copy, Redis, a LISTEN connection) can miss a window on an overloaded
          // host (stop 48's CI: one cross-copy sign-out test, 4,175 passed).
          retry: process.env.CI ? 1 : 0,
          // The files of a worker share its module cache: each API test file builds its own app, database
          // and clock, and importing the whole server again for each file was a third of the project's
          // time (import 314 s of a 545 s PostgreSQL pass on a slow host, 2026-12-04). State at module level
          // is keyed by the app's context (WeakMaps), never global.
          isolate: false,
        },
      },
      {
        // The few files that replace modules (vi.mock) or the clock: each in a module cache of its own,
        // so no mock reaches another file.
        test: {
          name: 'server-isolated',
          root: './apps/server',
          include: serverTestsWithMocks,
          globalSetup: [fileURLToPath(new URL('./apps/server/src/test/pglite-template.ts', import.meta.url))],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
