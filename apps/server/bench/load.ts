/**
 * One measurement: load from autocannon in its own thread (load-worker.ts), and the CPU it cost
 * the server's thread and the database's processes. CPU per request is the steadiest figure on a
 * shared machine: requests per second fall when other work takes the cores, CPU per request
 * mostly does not.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/** A write measured beside its baselines as a read is (bench/run.ts measure): POSTed as each of `tokens` in turn, `before` each run. */
export interface Write {
  tokens: string[];
  body: string;
  before: () => Promise<void>;
}

export interface Figures {
  median: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** CPU of this process's main thread (the server, or the SQL replay) per request, ms. */
  nodeMs: number;
  /** CPU of the database's server processes per request, ms (null when PostgreSQL is not local). */
  dbMs: number | null;
}

/**
 * CPU time of the PostgreSQL processes serving the database of `url` (its backends, and the WAL
 * writer and checkpointer every commit feeds), from /proc: only for a server on this machine.
 */
export function databaseCpu(url: string | null) {
  const cpuOf = (pid: number) => {
    try {
      // Time on a CPU in ns (the scheduler's own sum); /proc/<pid>/stat has it only in 10 ms ticks.
      return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
      } catch {
        return null; // ended, or not on this machine
      }
    }
  };
  const serving = async () => {
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where (datname = current_database() and pid <> pg_backend_pid()) or backend_type in ('walwriter', 'checkpointer')`,
    );
    await client.end();
    return rows.map((r) => r.pid);
  };
  return {
    /** Starts counting; the answer's function gives the ms spent since (null when it cannot tell). */
    async start(): Promise<() => Promise<number | null>> {
      if (!url || !/@(127\.0\.0\.1|localhost)[:/]/.test(url)) return async () => null;
      const before = new Map<number, number>();
      for (const pid of await serving()) {
        const cpu = cpuOf(pid);
        if (cpu === null) return async () => null;
        before.set(pid, cpu);
      }
      return async () => {
        // Connections opened meanwhile (a pool replaces idle ones) count from zero.
        let total = 0;
        for (const pid of new Set([...before.keys(), ...(await serving())]))
          total += Math.max(0, (cpuOf(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0));
        return total;
      };
    },
  };
}

export async function load(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    tokens?: string[];
    body?: string;
    databaseUrl: string | null;
  },
): Promise<Figures> {
  const cpu = await databaseCpu(opts.databaseUrl).start();
  const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
    workerData: {
      url,
      connections: opts.connections,
      duration: opts.seconds,
      method: opts.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: opts.body,
      tokens: opts.tokens,
    },
  });
  const thread = process.threadCpuUsage();
  const r = await new Promise<{ median: number; p99: number; requests: number; seconds: number; non2xx: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const node = process.threadCpuUsage(thread);
  const db = await cpu();
  await worker.terminate();
  const n = Math.max(1, r.requests);
  return {
    median: r.median,
    p99: r.p99,
    rps: r.requests / r.seconds,
    non2xx: r.non2xx,
    nodeMs: (node.user + node.system) / 1000 / n,
    dbMs: db === null ? null : db / n,
  };
}
