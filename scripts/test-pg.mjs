#!/usr/bin/env node
// The API tests again, against a real PostgreSQL server (each test file makes and drops its own
// database). DATABASE_URL defaults to the local CI server. Files given as arguments narrow the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
mkdirSync('.reports', { recursive: true });
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'server-isolated',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/vitest-postgres.json',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  },
);
process.exit(r.status ?? 1);
