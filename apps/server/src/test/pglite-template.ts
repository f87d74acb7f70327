/**
 * Vitest globalSetup of the server project: one migrated PGlite cluster, dumped to a file once per
 * run, from which every test file's in-memory database starts (test/harness.ts) instead of running
 * PGlite's initdb and the migrations again (~70 databases a run). Nothing to do on PostgreSQL.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's file, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'holdfast-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
