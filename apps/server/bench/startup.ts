/**
 * Start-up and idle memory, beside the server run from its sources through tsx (the way
 * `npm start` ran before it ran the compiled bundle) in the same run: seconds until GET app-info
 * answers, then the server process's RSS after five idle seconds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/paths';
import { API_PREFIX } from '@holdfast/shared/common';
import { freePort } from '../../../scripts/free-port';

const rssMiB = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function startOnce(command: string, args: string[], env: Record<string, string>): Promise<{ seconds: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      NODE_ENV: 'production',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early:\n${out.slice(-2000)}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${API_PREFIX}/app-info`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${out.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 5000));
    // npm runs the server as a grandchild: its pid is in its own JSON log lines.
    const pid = Number(/"pid":(\d+)/.exec(out)?.[1] ?? child.pid);
    return { seconds, rss: rssMiB(pid) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

export async function measureStartups(opts: { databaseUrl: string | null }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-bench-start-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const node = process.execPath;
  const compiled = ['--enable-source-maps', '--max-semi-space-size=16', 'apps/server/dist/main.js'];
  const tsx = ['--import', 'tsx', 'apps/server/src/main.ts'];
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const rows: [string, { seconds: number; rss: number }][] = [];
  const run = async (name: string, command: string, args: string[], env: Record<string, string>) => {
    rows.push([name, await startOnce(command, args, env)]);
  };
  try {
    // The first start on a fresh data folder creates it; `npm start` also brings both builds up to date.
    await run('npm start, PGlite, new data folder (first start)', npm, ['start'], pglite);
    await run('npm start, PGlite (second start)', npm, ['start'], pglite);
    await run('compiled server, PGlite', node, compiled, pglite);
    await run('baseline: tsx from sources, PGlite', node, tsx, pglite);
    if (opts.databaseUrl) {
      const postgres = { DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl };
      await run('npm start, PostgreSQL (second start)', npm, ['start'], postgres);
      await run('compiled server, PostgreSQL', node, compiled, postgres);
      await run('baseline: tsx from sources, PostgreSQL', node, tsx, postgres);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nStart-up (until GET app-info answers) and idle RSS after 5 s, same run:');
  console.log('| start | ready s | idle RSS MiB |');
  console.log('|---|---|---|');
  for (const [name, r] of rows) console.log(`| ${name} | ${r.seconds.toFixed(1)} | ${r.rss} |`);
}
