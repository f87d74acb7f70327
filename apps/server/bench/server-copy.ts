/**
 * A server copy in its own process, run from the sources through tsx, as a bench or a fault test
 * needs several (or needs to kill one). Answers once GET app-info does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../src/platform/paths';
import { API_PREFIX } from '@holdfast/shared/common';
import { freePort } from '../../../scripts/free-port';

export interface ServerCopy {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  output: () => string;
  /** SIGTERM, and wait for it to end (nothing when it already ended). */
  stop: () => Promise<void>;
}

/**
 * `script` is run through tsx (the sources, a built bundle or the bare relay); `port` is a fixed one
 * (a copy restarted where it was), otherwise a free one.
 */
export async function startServerCopy(
  env: Record<string, string>,
  script = 'apps/server/src/main.ts',
  options: { port?: number } = {},
): Promise<ServerCopy> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      COMMUNITY_SAMPLE_CONTENT: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await ended;
  };
  const started = Date.now();
  const ready = /\/main\.[jt]s$/.test(script) ? `${base}${API_PREFIX}/app-info` : `${base}/ready`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server copy exited early:\n${out.slice(-2000)}`);
    try {
      if ((await fetch(ready)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`server copy gave no answer in 60 s:\n${out.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, output: () => out, stop };
}
