import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Realtime } from '../realtime/realtime';
import type { Health } from './health';

/** The whole drain is bounded by this: after it the caller exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * A graceful stop (SIGTERM/SIGINT, main.ts): /readyz answers 503 `{status:'draining'}` at once and
 * new Socket.IO connections are refused; for `graceMs` (DRAIN_GRACE_MS) the server still answers, so
 * a load balancer polling /readyz takes it out of rotation first; then the app closes: the server stops accepting
 * connections, requests in flight finish, the jobs worker stops after its running jobs (preClose),
 * then the sockets, the database and the rest. Answers 'closed', or 'timeout' after `timeoutMs`.
 */
export async function drainApp(opts: {
  app: FastifyInstance;
  health: Health;
  realtime: Realtime | null;
  log: Logger;
  timeoutMs?: number;
  graceMs?: number;
}): Promise<'closed' | 'timeout'> {
  const { app, health, realtime, log } = opts;
  health.startDraining();
  realtime?.refuseNew();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs ?? DRAIN_TIMEOUT_MS);
    timer.unref();
  });
  const grace = Math.min(opts.graceMs ?? 0, opts.timeoutMs ?? DRAIN_TIMEOUT_MS);
  const closed = new Promise((resolve) => setTimeout(resolve, grace)).then(async () => {
    await app.close();
    return 'closed' as const;
  });
  const outcome = await Promise.race([closed, timeout]).finally(() => clearTimeout(timer));
  if (outcome === 'timeout') log.warn({ timeoutMs: opts.timeoutMs ?? DRAIN_TIMEOUT_MS }, 'drain timed out; exiting anyway');
  return outcome;
}
