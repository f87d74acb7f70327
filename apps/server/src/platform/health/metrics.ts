import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { queueDepths } from '../jobs/jobs.repository';
import type { RealtimeObserver } from '../realtime/realtime';
import { PROBE_ROUTE } from './health';

interface Metrics {
  registry: Registry;
  /** Hand to attachRealtime: counts each event emitted. */
  realtimeObserver: RealtimeObserver;
  /** Where the realtime platform's socket count is read from once attached. */
  setConnectedSockets(read: () => number): void;
  /** The metrics port's address once listening (METRICS_PORT set), else null. */
  address(): AddressInfo | null;
}

const statusClass = (code: number) => `${Math.floor(code / 100)}xx`;

/**
 * Prometheus metrics, one registry per app: requests by route pattern, method and status class with
 * their durations, the database pool, the job queue (read on scrape, one statement), sockets and
 * realtime messages, and prom-client's process defaults (event-loop delay, memory). Never public:
 * on METRICS_PORT (bound to HOST), else at /metrics on the main port with METRICS_TOKEN, else 404.
 */
export function registerMetrics(app: FastifyInstance, deps: { config: Config; database: Database }): Metrics {
  const { config, database } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/groups/:id), never the raw URL: a label per id would grow without end.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: statusClass(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  const pool = (database.db as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out (PGlite: 1, its one connection)',
    registers: [registry],
    collect() {
      this.set(database.kind === 'postgres' && pool ? (pool.totalCount ?? 0) - (pool.idleCount ?? 0) : 1);
    },
  });
  if (database.kind === 'postgres') {
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a database connection',
      registers: [registry],
      collect() {
        this.set(pool?.waitingCount ?? 0);
      },
    });
  }
  // One statement for both gauges on a scrape: the registry collects its metrics together, so the
  // first collect starts it and the other awaits the same answer.
  let scrape: ReturnType<typeof queueDepths> | null = null;
  const depths = () =>
    (scrape ??= queueDepths(database.db)
      .catch(() => [])
      .finally(() => setImmediate(() => (scrape = null))));
  new Gauge({
    name: 'jobs_queued',
    help: 'Queued jobs (due or not) by name',
    labelNames: ['name'] as const,
    registers: [registry],
    async collect() {
      const rows = await depths();
      this.reset();
      for (const row of rows) this.set({ name: row.name }, row.depth);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due queued job has waited, by name (0: none due)',
    labelNames: ['name'] as const,
    registers: [registry],
    async collect() {
      const rows = await depths();
      this.reset();
      for (const row of rows) this.set({ name: row.name }, row.oldestDueSeconds);
    },
  });
  let sockets: () => number = () => 0;
  new Gauge({
    name: 'realtime_connected_sockets',
    help: 'Socket.IO connections to this copy',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });
  const messages = new Counter({
    name: 'realtime_messages_total',
    help: 'Realtime events emitted to members (rate() gives messages per second)',
    labelNames: ['event'] as const,
    registers: [registry],
  });

  let server: Server | null = null;
  if (config.METRICS_PORT !== undefined) {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    const metricsServer = server;
    // onReady: awaited before listen() resolves (onListen is not).
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(config.METRICS_PORT, config.HOST, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (metricsServer.listening) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    });
    // Not on the main port: its own 404, never the web app's index.html (the SPA fallback answers every
    // other GET with 200 once the web app is built).
    app.get('/metrics', PROBE_ROUTE, async (_request, reply) => reply.status(404).send({ message: 'Not found.', code: 'not_found' }));
  } else {
    const token = config.METRICS_TOKEN ? Buffer.from(`Bearer ${config.METRICS_TOKEN}`) : null;
    app.get('/metrics', PROBE_ROUTE, async (request, reply) => {
      if (!token) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized.', code: 'unauthorized' });
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    });
  }

  return {
    registry,
    realtimeObserver: { onEmit: (event) => messages.inc({ event }) },
    setConnectedSockets: (read) => void (sockets = read),
    address: () => (server?.listening ? (server.address() as AddressInfo) : null),
  };
}
